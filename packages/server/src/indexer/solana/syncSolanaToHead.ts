import { InconsistentBatchError } from '../errors.js'
import type { StoredSolanaBlock } from './createSolanaIndexerStore.js'
import { readSolanaBatch } from './readSolanaBatch.js'
import { rewindSolana, verifiedSolanaTip } from './rewindSolana.js'
import type { SolanaSyncState } from './solanaSyncState.js'

/** Rewinds in one sync before the sync gives up (and is retried later). */
const MAX_REWINDS_PER_SYNC = 3
/** The widest range getBlocks answers. */
const MAX_SLOT_RANGE = 500_000

/** getLatestBlockhash's answer, as far as the sync reads it. */
interface LatestBlockhash {
  context: { slot: number }
  value: { blockhash: string }
}

/**
 * Indexes the network from the verified stored tip up to its current slot, batch by batch, until
 * `signal` aborts. A failure is kept in the status's `lastError` and thrown.
 */
export async function syncSolanaToHead(
  sync: SolanaSyncState,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { rpc, status } = sync
  try {
    // The slot with the latest blockhash, in one read: an idle network costs one read per sync, not
    // three and a query.
    const latest = await rpc.call<LatestBlockhash>('getLatestBlockhash')
    const head = latest.context.slot
    status.headBlock = head
    const headMark = `${head}:${latest.value.blockhash}`
    if (headMark === sync.syncedHead) {
      status.syncedAt = new Date().toISOString()
      status.lastError = null
      return
    }
    sync.syncedHead = undefined
    let tip: StoredSolanaBlock | undefined = await verifiedSolanaTip(sync)
    status.indexedBlock = tip?.slot ?? null
    let rewinds = 0
    while (!signal?.aborted) {
      const next = tip ? tip.slot + 1 : sync.startSlot
      if (next > head) {
        sync.syncedHead = headMark
        break
      }
      const slots = await rpc.call<number[]>('getBlocks', [next, Math.min(head, next + MAX_SLOT_RANGE - 1)])
      // No block left up to the head: a block that lands later moves the slot and the blockhash, so the
      // next sync lists the range again.
      if (slots.length === 0) {
        sync.syncedHead = headMark
        break
      }
      const batch = await readSolanaBatch(sync, slots.slice(0, sync.blocksPerBatch))
      const first = batch.blocks[0]!
      // The first new block must follow the stored tip; otherwise the network forked below it.
      if (tip && (first.parentSlot !== tip.slot || first.previousBlockhash !== tip.blockhash)) {
        // A tip the network still has, and yet not the parent: the node answered inconsistently.
        if (++rewinds > MAX_REWINDS_PER_SYNC)
          throw new InconsistentBatchError({
            chainId: sync.chainId,
            from: BigInt(first.slot),
            to: BigInt(first.slot),
            details: `block ${first.slot} names parent ${first.parentSlot} (${first.previousBlockhash})`,
          })
        tip = await rewindSolana(sync, tip.slot)
        continue
      }
      if (!(await sync.store.storeBatch(tip, batch))) {
        tip = await verifiedSolanaTip(sync)
        continue
      }
      const top = batch.blocks[batch.blocks.length - 1]!
      tip = { slot: top.slot, blockhash: top.blockhash }
      status.indexedBlock = tip.slot
    }
    status.syncedAt = new Date().toISOString()
    status.lastError = null
  } catch (error) {
    status.lastError = error instanceof Error ? error.message : String(error)
    throw error
  }
}
