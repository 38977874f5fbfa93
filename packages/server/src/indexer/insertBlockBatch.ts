import type { Queryable } from '../db/types.js'
import { insertRows } from './insertRows.js'
import type { BlockBatch } from './types.js'

/** Inserts a batch's blocks, transactions and transfers of `chain`, skipping rows already stored. */
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
}
