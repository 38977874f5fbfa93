import { UpstreamRpcError } from '../../chaindata/errors.js'
import { t } from '../../chaindata/messages.js'
import type { StoredSolanaBlock } from './createSolanaIndexerStore.js'
import type { SolanaSyncState } from './solanaSyncState.js'

/** A validator's answers for a slot without a block: not available (-32004), skipped (-32007, -32009). */
const MISSING_BLOCK_CODES = new Set([-32004, -32007, -32009])
/** Stored blocks compared with the network per round while looking for the common ancestor. */
const ANCESTOR_PAGE = 32
const HEADER_CONFIG = Object.freeze({ transactionDetails: 'none', rewards: false })

/** The blockhash of the network's block in `slot`, or undefined when it has none there. */
async function blockhashAt(sync: SolanaSyncState, slot: number): Promise<string | undefined> {
  try {
    return (await sync.rpc.call<{ blockhash: string }>('getBlock', [slot, HEADER_CONFIG])).blockhash
  } catch (error) {
    if (error instanceof UpstreamRpcError && MISSING_BLOCK_CODES.has(error.rpcCode)) return undefined
    throw error
  }
}

/**
 * After a fork (or a local ledger started afresh): finds the highest stored block the network still has
 * (at or below `from`), deletes what is above it, counts the reorg and returns the new tip.
 */
export async function rewindSolana(
  sync: SolanaSyncState,
  from: number,
): Promise<StoredSolanaBlock | undefined> {
  const { store, status } = sync
  let cursor = from
  let ancestor: StoredSolanaBlock | undefined
  while (ancestor === undefined) {
    const stored = await store.blocksDownFrom(cursor, ANCESTOR_PAGE)
    if (stored.length === 0) break
    for (const block of stored) {
      if ((await blockhashAt(sync, block.slot)) === block.blockhash) {
        ancestor = block
        break
      }
    }
    cursor = stored[stored.length - 1]!.slot - 1
  }
  const ancestorSlot = ancestor?.slot ?? sync.startSlot - 1
  await store.deleteAbove(ancestorSlot)
  status.reorgs++
  status.indexedBlock = ancestor?.slot ?? null
  sync.logger.warn(
    t('indexer.reorg', { chainId: sync.chainId, ancestor: ancestorSlot, depth: from - ancestorSlot }),
  )
  return ancestor
}

/** The stored tip if the network still has it, otherwise the tip after rewinding to the common ancestor. */
export async function verifiedSolanaTip(sync: SolanaSyncState): Promise<StoredSolanaBlock | undefined> {
  const tip = await sync.store.tip()
  if (!tip) return undefined
  if ((await blockhashAt(sync, tip.slot)) === tip.blockhash) return tip
  return rewindSolana(sync, tip.slot)
}
