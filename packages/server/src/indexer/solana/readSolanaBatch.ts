import { t } from '../../chaindata/messages.js'
import { decodeSolanaBlock, type UiBlock } from './decodeSolanaBlock.js'
import type { SolanaSyncState } from './solanaSyncState.js'
import type { SolanaBlockBatch } from './types.js'

const BLOCK_CONFIG = Object.freeze({
  encoding: 'jsonParsed',
  transactionDetails: 'full',
  rewards: false,
  maxSupportedTransactionVersion: 0,
})

/**
 * The blocks of `slots` (which getBlocks listed as holding one), read in one JSON-RPC batch and decoded; a
 * listed slot the node then has no block for fails the batch.
 */
export async function readSolanaBatch(
  sync: SolanaSyncState,
  slots: readonly number[],
): Promise<SolanaBlockBatch> {
  const blocks = await sync.rpc.batch<UiBlock | null>(
    slots.map((slot) => ({ method: 'getBlock', params: [slot, BLOCK_CONFIG] })),
  )
  const batch: SolanaBlockBatch = { blocks: [], transactions: [], transfers: [] }
  for (const [index, block] of blocks.entries()) {
    const slot = slots[index]!
    if (!block) throw new Error(t('indexer.solanaBlockMissing', { chainId: sync.chainId, slot }))
    const decoded = decodeSolanaBlock(slot, block)
    batch.blocks.push(...decoded.blocks)
    batch.transactions.push(...decoded.transactions)
    batch.transfers.push(...decoded.transfers)
  }
  return batch
}
