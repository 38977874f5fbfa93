import { type Address, getAddress } from 'viem'
import type { Queryable } from '../../db/types.js'
import { ENTRY_POINT } from '../../indexer/decodeUserOperations.js'
import { NATIVE_TOKEN_KEY, type PriceOracle } from '../shared/prices.js'
import type { NftPreviewReader } from './createNftPreviewReader.js'
import { describeHistoryTransfer, type TransferRecord } from './describeHistoryTransfer.js'
import { getOperationType } from './getOperationType.js'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor.js'
import { readChain } from './readChain.js'
import type { ResolvedChain } from './resolveChains.js'
import type { HistoryTransaction } from './types.js'

export interface ReadAccountHistoryParameters {
  db: Queryable
  chain: ResolvedChain
  address: Address
  /** Start after this position (the previous page's `next`). */
  after?: HistoryPosition | undefined
  /** Only on-ramp purchases (see below). */
  onramp: boolean
  pageSize: number
  oracle: PriceOracle | undefined
  iconUrl: (symbol: string) => string
  previews: NftPreviewReader
}

export interface ReadAccountHistoryReturnType {
  data: HistoryTransaction[]
  /** Cursor of the next page, null on the last one. */
  next: string | null
}

interface OperationRecord {
  txHash: string
  success: boolean
  callTo: string | null
  callMethodId: string | null
}

interface TransactionRecord {
  hash: string
  blockNumber: number
  txIndex: number
  from: string
  to: string | null
  methodId: string | null
  status: 'confirmed' | 'failed'
  minedAt: Date | string
}

const TRANSACTION_COLUMNS = `t.hash, t.block_number as "blockNumber", t.tx_index as "txIndex", t.from_address as "from",
  t.to_address as "to", t.method_id as "methodId", t.status, t.mined_at as "minedAt"`

/**
 * Every transaction the account sent, was sent, or moved tokens in: one range of
 * `chain_account_transactions`' primary key, read in history's order (newest first) and stopped at
 * the page's end.
 */
const ALL_TRANSACTIONS = `
  select ${TRANSACTION_COLUMNS}
    from chain_account_transactions a join chain_transactions t on t.chain = a.chain and t.hash = a.hash
   where a.chain = $1 and a.account = $2
     and ($3::bigint is null or (a.block_number, a.tx_index) < ($3::bigint, $4::int))
   order by a.block_number desc, a.tx_index desc
   limit $5`

/** Confirmed receipts of the native token or a stablecoin from one of the chain's on-ramp senders. */
const ONRAMP_TRANSACTIONS = `
  with mine as (
    select tx_hash as hash from chain_transfers
     where chain = $1 and to_address = $2 and status = 'confirmed' and from_address = any($6::text[])
       and (kind = 'native' or (kind = 'erc20' and token_address = any($7::text[]))))
  select ${TRANSACTION_COLUMNS} from chain_transactions t join mine on mine.hash = t.hash
   where t.chain = $1 and ($3::bigint is null or (t.block_number, t.tx_index) < ($3::bigint, $4::int))
   order by t.block_number desc, t.tx_index desc
   limit $5`

/**
 * One page of an account's history from the indexed data, newest first: each transaction the
 * account sent or received, sent a user operation in (with the operation's own status: failed when
 * all of the account's operations in it failed), or whose transfers moved its tokens, with those
 * transfers (native, ERC-20 with fungible_info, ERC-721 with nft_info and the server's spam flag) and
 * the operation type.
 * `value`/`price` are today's USD price (no historical prices), absent when the token has none.
 *
 * With `onramp`, only on-ramp purchases: confirmed receipts of the native token or a stablecoin sent
 * by one of the chain's configured on-ramp addresses (none configured → an empty list).
 *
 * @example
 * const { data, next } = await readAccountHistory({ db, chain, address, onramp: false, pageSize: 20, … })
 */
export async function readAccountHistory(
  parameters: ReadAccountHistoryParameters,
): Promise<ReadAccountHistoryReturnType> {
  const { db, chain, address, after, onramp, pageSize, oracle, iconUrl, previews } = parameters
  const account = address.toLowerCase()
  const selection = onramp ? ONRAMP_TRANSACTIONS : ALL_TRANSACTIONS
  const params: unknown[] = [
    chain.caipNetworkId,
    account,
    after?.blockNumber ?? null,
    after?.txIndex ?? null,
    pageSize + 1,
  ]
  if (onramp) params.push(chain.onrampAddresses, chain.stablecoins)
  const { rows } = await db.query<TransactionRecord>(selection, params)
  const page = rows.slice(0, pageSize)
  const last = page[page.length - 1]
  const next = rows.length > pageSize && last ? encodeHistoryCursor(last) : null
  if (page.length === 0) return { data: [], next }

  const transfers = await db.query<TransferRecord>(
    `select x.tx_hash as "txHash", x.kind, x.token_address as "tokenAddress", x.from_address as "from",
            x.to_address as "to", x.value, x.token_id as "tokenId", k.name, k.symbol, k.decimals
       from chain_transfers x left join chain_tokens k on k.chain = x.chain and k.address = x.token_address
      where x.chain = $1 and x.tx_hash = any($2::text[]) and (x.from_address = $3 or x.to_address = $3)
      order by x.tx_hash, x.log_index`,
    [chain.caipNetworkId, page.map((row) => row.hash), account],
  )
  const fungibles = new Set([NATIVE_TOKEN_KEY])
  for (const transfer of transfers.rows)
    if (transfer.kind === 'erc20' && transfer.tokenAddress) fungibles.add(transfer.tokenAddress)
  const prices = oracle
    ? await readChain(chain, () => oracle.getUsdPrices([...fungibles]))
    : new Map<string, number>()

  // The user operations the account sent in the page's transactions to the EntryPoint (none to read
  // when the page has no such transaction): their own status and first call.
  const bundles = page.filter((row) => row.to === ENTRY_POINT).map((row) => row.hash)
  const operations =
    bundles.length === 0
      ? []
      : (
          await db.query<OperationRecord>(
            `select tx_hash as "txHash", success, call_to as "callTo", call_method_id as "callMethodId"
               from chain_user_operations where chain = $1 and tx_hash = any($2::text[]) and sender = $3
              order by tx_hash, op_index`,
            [chain.caipNetworkId, bundles, account],
          )
        ).rows
  const sent = byTransactionHash(operations)
  const byTransaction = byTransactionHash(transfers.rows)

  const context = { chain, account, prices, iconUrl, previews }
  const data = await Promise.all(
    page.map(async (row): Promise<HistoryTransaction> => {
      const own = byTransaction.get(row.hash) ?? []
      const mine = sent.get(row.hash) ?? []
      const transaction = asSent(row, account, mine)
      const { from, to } = parties(row, transaction, own)
      return {
        id: row.hash,
        metadata: {
          hash: row.hash,
          minedAt: new Date(row.minedAt).toISOString(),
          chain: chain.caipNetworkId,
          operationType: getOperationType({ account, transaction, transfers: own }),
          // The account's operations all failed: the bundler's transaction did not.
          status: mine.length > 0 && mine.every((operation) => !operation.success) ? 'failed' : row.status,
          sentFrom: getAddress(from),
          sentTo: to === null ? '' : getAddress(to),
        },
        transfers: await Promise.all(own.map((transfer) => describeHistoryTransfer(transfer, context))),
      }
    }),
  )
  return { data, next }
}

/** `rows` by their transaction's hash, each list in the rows' order. */
function byTransactionHash<Row extends { txHash: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>()
  for (const row of rows) {
    const list = grouped.get(row.txHash) ?? []
    list.push(row)
    grouped.set(row.txHash, list)
  }
  return grouped
}

/**
 * The transaction as the account sent it: a user operation's transaction goes from the bundler to the
 * EntryPoint (ERC-4337); when the account sent one in it, the account and its operation's first call
 * (target and selector) stand in, so that an operation that moved nothing reads as the account's
 * approval or call, not as someone else's.
 */
function asSent(
  row: TransactionRecord,
  account: string,
  mine: readonly OperationRecord[],
): TransactionRecord {
  const first = mine[0]
  if (row.to !== ENTRY_POINT || !first) return row
  return { ...row, from: account, to: first.callTo, methodId: first.callMethodId }
}

/**
 * Who sent to whom, as the account's activity names them. A user operation's transaction goes from the
 * bundler to the EntryPoint (ERC-4337): the account's own first transfer in it (indexed from the
 * operation's calls) names the smart account and its recipient instead; without one, the transaction
 * as the account sent it (`asSent`).
 */
function parties(
  row: TransactionRecord,
  transaction: TransactionRecord,
  own: readonly TransferRecord[],
): { from: string; to: string | null } {
  const first = own[0]
  if (row.to === ENTRY_POINT && first) return { from: first.from, to: first.to }
  return { from: transaction.from, to: transaction.to }
}
