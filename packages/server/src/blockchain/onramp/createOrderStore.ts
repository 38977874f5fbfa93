import { type Address, getAddress } from 'viem'
import type { Queryable } from '../../db/types.js'
import { formatCents, toCents } from './fiatCents.js'

export type OnrampOrderStatus = 'pending' | 'sending' | 'completed' | 'failed'

/** A sandbox purchase, from the generated URL to the delivery. Amounts: cents and smallest units. */
export interface OnrampOrder {
  id: string
  projectId: string
  provider: string
  /** CAIP network id. */
  chain: string
  destination: Address
  assetSymbol: string
  /** The ERC-20 contract; undefined for the native currency. */
  assetAddress: Address | undefined
  assetDecimals: number
  cryptoUnits: bigint
  fiatCents: bigint
  fiatCurrency: string
  providerFeeCents: bigint
  networkFeeCents: bigint
  status: OnrampOrderStatus
  txHash: string | undefined
  error: string | undefined
}

export type NewOnrampOrder = Omit<OnrampOrder, 'status' | 'txHash' | 'error'>

export interface OrderStore {
  /** Stores a pending order with the SHA-256 (hex) of its one-time checkout token. */
  create(order: NewOnrampOrder, checkoutTokenHash: string): Promise<void>
  find(id: string): Promise<OnrampOrder | undefined>
  /** The order whose checkout token hashes to `checkoutTokenHash`. */
  findByCheckout(checkoutTokenHash: string): Promise<OnrampOrder | undefined>
  /**
   * Spends a checkout token: moves its pending order to 'sending'; undefined when no pending order
   * holds that token (unknown, or spent by another request).
   */
  claim(checkoutTokenHash: string): Promise<OnrampOrder | undefined>
  complete(id: string, txHash: string): Promise<void>
  fail(id: string, error: string): Promise<void>
}

interface Row {
  id: string
  project_id: string
  provider: string
  chain: string
  destination: string
  asset_symbol: string
  asset_address: string | null
  asset_decimals: number
  crypto_amount: string
  fiat_amount: string
  fiat_currency: string
  provider_fee: string
  network_fee: string
  status: OnrampOrderStatus
  tx_hash: string | null
  error: string | null
}

/**
 * The on-ramp sandbox's orders in the database (table of migration 203, checkout tokens of 210). `claim`
 * is one conditional update, so two clicks on 'Complete purchase' (or two servers) deliver an order once.
 *
 * @example
 * const orders = createOrderStore(db)
 * const order = await orders.claim(sha256Hex(token)) // undefined when it was completed already
 */
export function createOrderStore(db: Queryable): OrderStore {
  const toOrder = (row: Row): OnrampOrder => ({
    id: row.id,
    projectId: row.project_id,
    provider: row.provider,
    chain: row.chain,
    destination: getAddress(row.destination),
    assetSymbol: row.asset_symbol,
    assetAddress: row.asset_address === null ? undefined : getAddress(row.asset_address),
    assetDecimals: row.asset_decimals,
    cryptoUnits: BigInt(row.crypto_amount),
    fiatCents: toCents(row.fiat_amount),
    fiatCurrency: row.fiat_currency,
    providerFeeCents: toCents(row.provider_fee),
    networkFeeCents: toCents(row.network_fee),
    status: row.status,
    txHash: row.tx_hash ?? undefined,
    error: row.error ?? undefined,
  })
  return {
    async create(order, checkoutTokenHash) {
      await db.query(
        `insert into onramp_orders (id, project_id, provider, chain, destination, asset_symbol, asset_address,
           asset_decimals, crypto_amount, fiat_amount, fiat_currency, provider_fee, network_fee,
           checkout_token_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          order.id,
          order.projectId,
          order.provider,
          order.chain,
          order.destination.toLowerCase(),
          order.assetSymbol,
          order.assetAddress?.toLowerCase() ?? null,
          order.assetDecimals,
          order.cryptoUnits.toString(),
          formatCents(order.fiatCents),
          order.fiatCurrency,
          formatCents(order.providerFeeCents),
          formatCents(order.networkFeeCents),
          checkoutTokenHash,
        ],
      )
    },
    async find(id) {
      const { rows } = await db.query<Row>('select * from onramp_orders where id = $1', [id])
      return rows[0] && toOrder(rows[0])
    },
    async findByCheckout(checkoutTokenHash) {
      const { rows } = await db.query<Row>('select * from onramp_orders where checkout_token_hash = $1', [
        checkoutTokenHash,
      ])
      return rows[0] && toOrder(rows[0])
    },
    async claim(checkoutTokenHash) {
      const { rows } = await db.query<Row>(
        `update onramp_orders set status = 'sending'
          where checkout_token_hash = $1 and status = 'pending' returning *`,
        [checkoutTokenHash],
      )
      return rows[0] && toOrder(rows[0])
    },
    async complete(id, txHash) {
      await db.query(
        `update onramp_orders set status = 'completed', tx_hash = $2, completed_at = now() where id = $1`,
        [id, txHash],
      )
    },
    async fail(id, error) {
      await db.query(`update onramp_orders set status = 'failed', error = $2 where id = $1`, [id, error])
    },
  }
}
