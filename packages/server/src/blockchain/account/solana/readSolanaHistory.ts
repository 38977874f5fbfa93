import { formatUnits } from 'viem'
import { t } from '../../../chaindata/messages.js'
import type { Queryable } from '../../../db/types.js'
import type { SolanaTransferRow } from '../../../indexer/solana/types.js'
import { encodeHistoryCursor, type HistoryPosition } from '../historyCursor.js'
import type { ReadAccountHistoryReturnType } from '../readAccountHistory.js'
import type { HistoryTransaction, HistoryTransfer } from '../types.js'
import { getSolanaOperationType } from './getSolanaOperationType.js'
import type { ResolvedSolanaChain } from './resolveSolanaChain.js'
import { shortMint } from './shortMint.js'
import { SOLANA_NATIVE_TOKEN_ADDRESS } from './solanaConstants.js'

export interface ReadSolanaHistoryParameters {
  db: Queryable
  chain: ResolvedSolanaChain
  /** Base58, as given (case matters). */
  address: string
  after?: HistoryPosition | undefined
  pageSize: number
  iconUrl: (symbol: string) => string
}

interface TransactionRecord {
  signature: string
  slot: number
  txIndex: number
  feePayer: string
  sentTo: string | null
  status: 'confirmed' | 'failed'
  minedAt: Date | string
}

/** The columns of an indexed transfer that a page of history reads (`from` and `to` are the owners). */
type TransferRecord = Pick<
  SolanaTransferRow,
  'signature' | 'kind' | 'mint' | 'from' | 'to' | 'amount' | 'decimals'
>

/** Every indexed transaction the account paid for, or whose SOL or SPL transfers involve it. */
const MINE = `
  select signature from solana_transactions where chain = $1 and fee_payer = $2
  union select signature from solana_transfers where chain = $1 and from_owner = $2
  union select signature from solana_transfers where chain = $1 and to_owner = $2`

/**
 * One page of a Solana account's history from the index, newest first, in the eip155 history's shape:
 * each transaction with the account's SOL and SPL transfers (fungible_info from the configuration, an
 * unknown mint named after itself), today's configured USD price and value where there is one, the
 * operation type (send, receive, trade, mint, burn, execute) and status. `hash` is the signature,
 * `sentFrom` the fee payer, `sentTo` the recipient of the transaction's first transfer. Paged by
 * (slot, position in the block) with the same opaque cursor as eip155 networks.
 *
 * @example
 * const { data, next } = await readSolanaHistory({ db, chain, address, pageSize: 20, iconUrl })
 */
export async function readSolanaHistory(
  parameters: ReadSolanaHistoryParameters,
): Promise<ReadAccountHistoryReturnType> {
  const { db, chain, address, after, pageSize, iconUrl } = parameters
  const { rows } = await db.query<TransactionRecord>(
    `with mine as (${MINE})
     select t.signature, t.slot, t.tx_index as "txIndex", t.fee_payer as "feePayer", t.sent_to as "sentTo",
            t.status, t.mined_at as "minedAt"
       from solana_transactions t join mine on mine.signature = t.signature
      where t.chain = $1 and ($3::bigint is null or (t.slot, t.tx_index) < ($3::bigint, $4::int))
      order by t.slot desc, t.tx_index desc
      limit $5`,
    [chain.caipNetworkId, address, after?.blockNumber ?? null, after?.txIndex ?? null, pageSize + 1],
  )
  const page = rows.slice(0, pageSize)
  const last = page[page.length - 1]
  const next =
    rows.length > pageSize && last
      ? encodeHistoryCursor({ blockNumber: Number(last.slot), txIndex: last.txIndex })
      : null
  if (page.length === 0) return { data: [], next }

  const transfers = await db.query<TransferRecord>(
    `select signature, kind, mint, from_owner as "from", to_owner as "to", amount, decimals
       from solana_transfers
      where chain = $1 and signature = any($2::text[]) and (from_owner = $3 or to_owner = $3)
      order by signature, transfer_index`,
    [chain.caipNetworkId, page.map((row) => row.signature), address],
  )
  const keyOf = (transfer: TransferRecord) =>
    transfer.kind === 'native' ? SOLANA_NATIVE_TOKEN_ADDRESS : (transfer.mint ?? '')
  const prices = await chain.oracle.getUsdPrices([
    SOLANA_NATIVE_TOKEN_ADDRESS,
    ...new Set(transfers.rows.map(keyOf)),
  ])
  const byTransaction = new Map<string, TransferRecord[]>()
  for (const transfer of transfers.rows) {
    const list = byTransaction.get(transfer.signature) ?? []
    list.push(transfer)
    byTransaction.set(transfer.signature, list)
  }

  const toTransfer = (transfer: TransferRecord): HistoryTransfer => {
    const direction =
      transfer.from === address && transfer.to === address ? 'self' : transfer.from === address ? 'out' : 'in'
    const mint = transfer.mint ?? ''
    const known = transfer.kind === 'native' ? chain.nativeCurrency : chain.tokens.get(mint)
    const token = known ?? {
      name: t('chaindata.unknownSplToken', { mint }),
      symbol: shortMint(mint),
      decimals: transfer.decimals ?? 0,
    }
    const numeric = formatUnits(BigInt(transfer.amount), token.decimals)
    const price = prices.get(keyOf(transfer))
    return {
      fungible_info: { name: token.name, symbol: token.symbol, icon: { url: iconUrl(token.symbol) } },
      direction,
      quantity: { numeric },
      ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
    }
  }

  const data = page.map((row): HistoryTransaction => {
    const own = byTransaction.get(row.signature) ?? []
    return {
      id: row.signature,
      metadata: {
        hash: row.signature,
        minedAt: new Date(row.minedAt).toISOString(),
        chain: chain.caipNetworkId,
        operationType: getSolanaOperationType({ account: address, transfers: own }),
        status: row.status,
        sentFrom: row.feePayer,
        sentTo: row.sentTo ?? '',
      },
      transfers: own.map(toTransfer),
    }
  })
  return { data, next }
}
