import type { Queryable } from '../db/types.js'
import { insertRows } from './insertRows.js'
import type { BlockBatch } from './types.js'

/** Inserts a batch's blocks, transactions, transfers and user operations of `chain`, skipping rows already stored. */
export async function insertBlockBatch(tx: Queryable, chain: string, batch: BlockBatch): Promise<void> {
  await insertRows(
    tx,
    'chain_blocks (chain, number, hash, parent_hash, mined_at)',
    batch.blocks.map((block) => [
      chain,
      block.number.toString(),
      block.hash,
      block.parentHash,
      block.minedAt,
    ]),
    'on conflict (chain, number) do nothing',
  )
  await insertRows(
    tx,
    'chain_transactions (chain, hash, block_number, block_hash, tx_index, from_address, to_address, value, method_id, status, mined_at)',
    batch.transactions.map((row) => [
      chain,
      row.hash,
      row.blockNumber.toString(),
      row.blockHash,
      row.txIndex,
      row.from,
      row.to,
      row.value,
      row.methodId,
      row.status,
      row.minedAt,
    ]),
    'on conflict (chain, hash) do nothing',
  )
  await insertRows(
    tx,
    'chain_transfers (chain, block_number, block_hash, tx_hash, log_index, kind, token_address, from_address, to_address, value, token_id, mined_at, status)',
    batch.transfers.map((row) => [
      chain,
      row.blockNumber.toString(),
      row.blockHash,
      row.txHash,
      row.logIndex,
      row.kind,
      row.tokenAddress,
      row.from,
      row.to,
      row.value,
      row.tokenId,
      row.minedAt,
      row.status,
    ]),
    'on conflict (chain, tx_hash, log_index) do nothing',
  )
  await insertRows(
    tx,
    'chain_user_operations (chain, tx_hash, op_index, block_number, block_hash, sender, nonce, success, call_to, call_method_id, mined_at)',
    batch.userOperations.map((row) => [
      chain,
      row.txHash,
      row.index,
      row.blockNumber.toString(),
      row.blockHash,
      row.sender,
      row.nonce,
      row.success,
      row.callTo,
      row.callMethodId,
      row.minedAt,
    ]),
    'on conflict (chain, tx_hash, op_index) do nothing',
  )
  await insertRows(
    tx,
    'chain_account_transactions (chain, account, block_number, tx_index, hash)',
    accountTransactions(batch).map((row) => [
      chain,
      row.account,
      row.blockNumber.toString(),
      row.txIndex,
      row.hash,
    ]),
    'on conflict (chain, account, block_number, tx_index) do nothing',
  )
}

/**
 * Each account a batch's transactions touch (sender, recipient, either side of a transfer, the sender of
 * a user operation), once per transaction.
 */
function accountTransactions(batch: BlockBatch) {
  const byHash = new Map(batch.transactions.map((row) => [row.hash, row]))
  const rows = new Map<string, { account: string; blockNumber: bigint; txIndex: number; hash: string }>()
  const add = (account: string | null, hash: string) => {
    const transaction = byHash.get(hash)
    if (account === null || !transaction) return
    const { blockNumber, txIndex } = transaction
    rows.set(`${account}:${hash}`, { account, blockNumber, txIndex, hash })
  }
  for (const row of batch.transactions) {
    add(row.from, row.hash)
    add(row.to, row.hash)
  }
  for (const row of batch.transfers) {
    add(row.from, row.txHash)
    add(row.to, row.txHash)
  }
  for (const row of batch.userOperations) add(row.sender, row.txHash)
  return [...rows.values()]
}
