import { t } from '../chaindata/messages.js'
import type { ChainSyncState } from './chainSyncState.js'
import type { StoredBlock } from './createIndexerStore.js'

/** Stored blocks compared with the chain per round while looking for the common ancestor. */
const ANCESTOR_PAGE = 32

/**
 * After a reorg: finds the highest stored block the chain still has (at or below `from`), deletes what
 * is above it, counts the reorg and returns the new tip (undefined when no stored block is left).
 */
export async function rewindChain(sync: ChainSyncState, from: number): Promise<StoredBlock | undefined> {
  const { client, store, status } = sync
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  let cursor = from
  let ancestor: StoredBlock | undefined
  while (ancestor === undefined) {
    const stored = await store.blocksDownFrom(cursor, ANCESTOR_PAGE)
    if (stored.length === 0) break
    const onChain = await Promise.all(
      stored.map((block) =>
        block.number > head
          ? Promise.resolve(undefined)
          : client.getBlock({ blockNumber: BigInt(block.number) }),
      ),
    )
    ancestor = stored.find((block, index) => onChain[index]?.hash?.toLowerCase() === block.hash)
    cursor = stored[stored.length - 1]!.number - 1
  }
  const ancestorNumber = ancestor?.number ?? Number(sync.startBlock) - 1
  await store.deleteAbove(ancestorNumber)
  status.reorgs++
  status.indexedBlock = ancestor?.number ?? null
  sync.logger.warn(
    t('indexer.reorg', { chainId: sync.chainId, ancestor: ancestorNumber, depth: from - ancestorNumber }),
  )
  return ancestor
}

/** The stored tip if the chain still has it, otherwise the tip after rewinding to the common ancestor. */
export async function verifiedTip(sync: ChainSyncState, rawHead: bigint): Promise<StoredBlock | undefined> {
  const tip = await sync.store.tip()
  if (!tip) return undefined
  if (BigInt(tip.number) <= rawHead) {
    const block = await sync.client.getBlock({ blockNumber: BigInt(tip.number) })
    if (block.hash?.toLowerCase() === tip.hash) return tip
  }
  return rewindChain(sync, tip.number)
}
