import { type Hex, hexToBigInt, type PublicClient, toHex } from 'viem'
import { decodeTransferLog, TRANSFER_TOPIC } from './decodeTransferLog.js'
import { decodeUserOperations } from './decodeUserOperations.js'
import { InconsistentBatchError } from './errors.js'
import type { BlockBatch, BlockRow, TransactionRow, TransferRow, UserOperationRow } from './types.js'

export interface FetchBlockBatchParameters {
  chainId: string
  from: bigint
  to: bigint
}

export type FetchBlockBatchErrorType = InconsistentBatchError

/**
 * The `log_index` of the first ETH transfer a user operation made in a transaction (see
 * `decodeUserOperations`); the next ones count up from it, in the order of the operations and their
 * calls. The smallest `integer`: below every log's index (0 and up) and the transaction's own value (-1),
 * so the key (chain, tx_hash, log_index) never collides, a batch stored twice stores nothing new, and the
 * transfers read in `log_index` order come in the order the calls were made.
 */
export const USER_OPERATION_LOG_INDEX = -2_147_483_648

/**
 * Reads blocks `from`..`to` with their transactions, the receipts of those transactions (for the
 * status and the user operations' events) and the `Transfer` logs of the range (one eth_getLogs), and
 * turns them into rows: the native value of each transaction, the user operations of a transaction to
 * the EntryPoint and the ETH they sent, and the ERC-20 and ERC-721 transfers. Throws
 * `InconsistentBatchError` when what was read does not belong to one chain (a block whose parent is
 * not the previous block, a log or receipt of another block hash): the chain reorganised while it was
 * read, and the caller reads again.
 *
 * @example
 * const batch = await fetchBlockBatch(client, { chainId: 'eip155:31337', from: 1n, to: 20n })
 */
export async function fetchBlockBatch(
  client: PublicClient,
  { chainId, from, to }: FetchBlockBatchParameters,
): Promise<BlockBatch> {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const inconsistent: Inconsistent = (details) => new InconsistentBatchError({ chainId, from, to, details })

  const [blocks, logs] = await Promise.all([readBlocks(client, numbers), readTransferLogs(client, from, to)])
  const blockRows = toBlockRows(blocks, numbers, inconsistent)
  const transactions = blocks.flatMap((block, index) =>
    block.transactions.map((transaction) => ({ block: blockRows[index]!, transaction })),
  )
  const receipts = await Promise.all(
    transactions.map(({ transaction }) => client.getTransactionReceipt({ hash: transaction.hash })),
  )
  const { transactionRows, transfers, userOperations } = toTransactionRows(
    transactions,
    receipts,
    inconsistent,
  )
  transfers.push(...toTokenTransfers(logs, { blockRows, transactionRows }, inconsistent))
  return { blocks: blockRows, transactions: transactionRows, transfers, userOperations }
}

/** The error of a batch that does not read as one chain, with what gave it away. */
type Inconsistent = (details: string) => InconsistentBatchError

const readBlocks = (client: PublicClient, numbers: readonly bigint[]) =>
  Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })))
type FullBlock = Awaited<ReturnType<typeof readBlocks>>[number]
type FullTransaction = FullBlock['transactions'][number]
type Receipt = Awaited<ReturnType<PublicClient['getTransactionReceipt']>>

const readTransferLogs = (client: PublicClient, from: bigint, to: bigint) =>
  client.request({
    method: 'eth_getLogs',
    params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [TRANSFER_TOPIC] }],
  })
type TransferLog = Awaited<ReturnType<typeof readTransferLogs>>[number]

/** The blocks as rows; each must be mined and follow the one before it. */
function toBlockRows(blocks: readonly FullBlock[], numbers: readonly bigint[], inconsistent: Inconsistent) {
  const blockRows: BlockRow[] = []
  for (const [index, block] of blocks.entries()) {
    if (!block.hash || block.number === null) throw inconsistent(`block ${numbers[index]} is pending`)
    const previous = blockRows[index - 1]
    if (previous && previous.hash !== block.parentHash.toLowerCase())
      throw inconsistent(`block ${block.number} does not follow ${previous.number}`)
    blockRows.push({
      number: block.number,
      hash: block.hash.toLowerCase(),
      parentHash: block.parentHash.toLowerCase(),
      minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
    })
  }
  return blockRows
}

/**
 * The transactions as rows, with the status of their receipts (each must be of the transaction's block),
 * their user operations, and the native transfers of those that moved value, themselves or in their user
 * operations.
 */
function toTransactionRows(
  transactions: ReadonlyArray<{ block: BlockRow; transaction: FullTransaction }>,
  receipts: readonly Receipt[],
  inconsistent: Inconsistent,
) {
  const transactionRows: TransactionRow[] = []
  const transfers: TransferRow[] = []
  const userOperations: UserOperationRow[] = []
  for (const [index, { block, transaction }] of transactions.entries()) {
    const receipt = receipts[index]!
    if (receipt.blockHash.toLowerCase() !== block.hash)
      throw inconsistent(`receipt of ${transaction.hash} is in block ${receipt.blockHash}`)
    const row: TransactionRow = {
      hash: transaction.hash.toLowerCase(),
      blockNumber: block.number,
      blockHash: block.hash,
      txIndex: receipt.transactionIndex,
      from: transaction.from.toLowerCase(),
      to: transaction.to?.toLowerCase() ?? null,
      value: transaction.value.toString(),
      methodId: transaction.input.length >= 10 ? transaction.input.slice(0, 10).toLowerCase() : null,
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      minedAt: block.minedAt,
    }
    transactionRows.push(row)
    const recipient = row.to ?? receipt.contractAddress?.toLowerCase()
    if (transaction.value > 0n && recipient)
      transfers.push({
        blockNumber: row.blockNumber,
        blockHash: row.blockHash,
        txHash: row.hash,
        logIndex: -1,
        kind: 'native',
        tokenAddress: null,
        from: row.from,
        to: recipient,
        value: row.value,
        tokenId: null,
        minedAt: row.minedAt,
        status: row.status,
      })
    const operations = decodeUserOperations({ to: row.to, input: transaction.input, logs: receipt.logs })
    for (const operation of operations)
      userOperations.push({
        txHash: row.hash,
        blockNumber: row.blockNumber,
        blockHash: row.blockHash,
        index: operation.index,
        sender: operation.sender,
        nonce: operation.nonce.toString(),
        success: operation.success,
        callTo: operation.callTo,
        callMethodId: operation.callMethodId,
        minedAt: row.minedAt,
      })
    for (const [position, transfer] of operations.flatMap((operation) => operation.transfers).entries())
      transfers.push({
        blockNumber: row.blockNumber,
        blockHash: row.blockHash,
        txHash: row.hash,
        logIndex: USER_OPERATION_LOG_INDEX + position,
        kind: 'native',
        tokenAddress: null,
        from: transfer.from,
        to: transfer.to,
        value: transfer.value.toString(),
        tokenId: null,
        minedAt: row.minedAt,
        status: row.status,
      })
  }
  return { transactionRows, transfers, userOperations }
}

/**
 * The ERC-20 and ERC-721 transfers of the range's `Transfer` logs (removed logs and other events left
 * out); each log must be of a block and a transaction of the batch.
 */
function toTokenTransfers(
  logs: readonly TransferLog[],
  {
    blockRows,
    transactionRows,
  }: { blockRows: readonly BlockRow[]; transactionRows: readonly TransactionRow[] },
  inconsistent: Inconsistent,
): TransferRow[] {
  const hashByNumber = new Map(blockRows.map((row) => [row.number, row.hash]))
  const statusByHash = new Map(transactionRows.map((row) => [row.hash, row]))
  const transfers: TransferRow[] = []
  for (const log of logs) {
    if (log.removed) continue
    const blockNumber = log.blockNumber === null ? undefined : hexToBigInt(log.blockNumber)
    const blockHash = log.blockHash?.toLowerCase()
    const txHash = log.transactionHash?.toLowerCase()
    if (blockNumber === undefined || !blockHash || !txHash) throw inconsistent('a log without its block')
    if (hashByNumber.get(blockNumber) !== blockHash) throw inconsistent(`a log of block ${blockHash}`)
    const decoded = decodeTransferLog({
      address: log.address,
      topics: log.topics.filter((topic): topic is Hex => typeof topic === 'string'),
      data: log.data,
      logIndex: log.logIndex,
    })
    const transaction = statusByHash.get(txHash)
    if (!decoded) continue
    if (!transaction) throw inconsistent(`a log of transaction ${txHash}, not in its block`)
    transfers.push({
      blockNumber,
      blockHash,
      txHash,
      logIndex: decoded.logIndex,
      kind: decoded.kind,
      tokenAddress: decoded.token,
      from: decoded.from,
      to: decoded.to,
      value: decoded.kind === 'erc20' ? decoded.value : null,
      tokenId: decoded.kind === 'erc721' ? decoded.tokenId : null,
      minedAt: transaction.minedAt,
      status: transaction.status,
    })
  }
  return transfers
}
