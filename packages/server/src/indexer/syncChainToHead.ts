import type { ChainSyncState } from './chainSyncState.js'
import type { StoredBlock } from './createIndexerStore.js'
import { InconsistentBatchError } from './errors.js'
import { fetchBlockBatch } from './fetchBlockBatch.js'
import { loadKnownTokens, readNewTokens } from './loadKnownTokens.js'
import { rewindChain, verifiedTip } from './rewindChain.js'
import type { BlockBatch } from './types.js'

/** How often a batch is read again when the chain changed while it was read. */
const INCONSISTENT_RETRIES = 3

/**
 * Indexes the chain from the verified stored tip up to its head (minus confirmations), batch by batch,
 * until `signal` aborts. A batch whose first parent is not the stored tip rewinds to the common ancestor
 * first; a failure is kept in the status's `lastError` and thrown.
 */
export async function syncChainToHead(sync: ChainSyncState, signal: AbortSignal | undefined): Promise<void> {
  const { client, status } = sync
  try {
    // The head block, not only its number: an idle chain costs one read per sync, not three and a query.
    const latest = await client.getBlock({ blockTag: 'latest' })
    const rawHead = latest.number
    const head = rawHead - BigInt(sync.confirmations)
    status.headBlock = Number(head)
    if (latest.hash !== null && latest.hash === sync.syncedHead) {
      status.syncedAt = new Date().toISOString()
      status.lastError = null
      return
    }
    sync.syncedHead = undefined
    const known = await loadKnownTokens(sync)
    let tip: StoredBlock | undefined = await verifiedTip(sync, rawHead)
    status.indexedBlock = tip?.number ?? null
    let inconsistent = 0
    while (!signal?.aborted) {
      const next = tip ? BigInt(tip.number) + 1n : sync.startBlock
      if (next > head) {
        status.syncedAt = new Date().toISOString()
        sync.syncedHead = latest.hash ?? undefined
        break
      }
      const last = next + BigInt(sync.blocksPerBatch) - 1n
      const to = last < head ? last : head
      let batch: BlockBatch
      try {
        batch = await fetchBlockBatch(client, { chainId: sync.chainId, from: next, to })
      } catch (error) {
        if (!(error instanceof InconsistentBatchError) || ++inconsistent > INCONSISTENT_RETRIES) throw error
        continue
      }
      if (tip && batch.blocks[0]?.parentHash !== tip.hash) {
        tip = await rewindChain(sync, tip.number)
        continue
      }
      const tokens = await readNewTokens(sync, batch, known)
      if (!(await sync.store.storeBatch(tip, batch, tokens))) {
        // Another writer stored blocks of this chain meanwhile: start again from what is stored.
        tip = await verifiedTip(sync, await client.getBlockNumber({ cacheTime: 0 }))
        continue
      }
      for (const token of tokens) known.add(token.address)
      const top = batch.blocks[batch.blocks.length - 1]!
      tip = { number: Number(top.number), hash: top.hash }
      status.indexedBlock = tip.number
      inconsistent = 0
    }
    status.lastError = null
  } catch (error) {
    status.lastError = error instanceof Error ? error.message : String(error)
    throw error
  }
}
