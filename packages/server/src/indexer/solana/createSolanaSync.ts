import type { SolanaRpc } from '../../chaindata/createSolanaRpc.js'
import { UpstreamRpcError } from '../../chaindata/errors.js'
import { t } from '../../chaindata/messages.js'
import type { Database } from '../../db/types.js'
import type { Logger } from '../../logger.js'
import type { ChainSync } from '../createChainSync.js'
import { InconsistentBatchError } from '../errors.js'
import type { IndexerChain, IndexerChainStatus } from '../types.js'
import { createSolanaIndexerStore, type StoredSolanaBlock } from './createSolanaIndexerStore.js'
import { decodeSolanaBlock, type UiBlock } from './decodeSolanaBlock.js'
import type { SolanaBlockBatch } from './types.js'

export interface CreateSolanaSyncParameters {
  db: Database
  chain: IndexerChain
  rpc: SolanaRpc
  /** Blocks read and stored per transaction. */
  blocksPerBatch: number
  logger: Logger
}

/** A validator's answers for a slot without a block: not available (-32004), skipped (-32007, -32009). */
const MISSING_BLOCK_CODES = new Set([-32004, -32007, -32009])
/** Rewinds in one sync before the sync gives up (and is retried later). */
const MAX_REWINDS_PER_SYNC = 3
/** The widest range getBlocks answers. */
const MAX_SLOT_RANGE = 500_000
/** Stored blocks compared with the network per round while looking for the common ancestor. */
const ANCESTOR_PAGE = 32
const BLOCK_CONFIG = Object.freeze({
  encoding: 'jsonParsed',
  transactionDetails: 'full',
  rewards: false,
  maxSupportedTransactionVersion: 0,
})
const HEADER_CONFIG = Object.freeze({ transactionDetails: 'none', rewards: false })

/**
 * Follows one Solana network as the EVM sync follows a chain: resumes after the highest stored slot,
 * lists the slots that hold a block (getBlocks, up to the finalized slot), reads them (getBlock,
 * jsonParsed, one JSON-RPC batch per `blocksPerBatch`) and stores each batch in one transaction. At
 * every sync the stored tip must still be on the network (same blockhash), and a batch's first block
 * must name the tip as its parent; otherwise (a fork, or a local ledger started afresh) it walks back
 * to the highest stored block the network still has, deletes everything above, and indexes again.
 *
 * @example
 * const sync = createSolanaSync({ db, chain, rpc, blocksPerBatch: 100, logger })
 * await sync.sync()
 */
export function createSolanaSync(parameters: CreateSolanaSyncParameters): ChainSync {
  const { db, chain, rpc, blocksPerBatch, logger } = parameters
  const chainId = chain.caipNetworkId
  const startSlot = chain.startBlock ?? 0
  const store = createSolanaIndexerStore(db, chainId)
  const state: IndexerChainStatus = {
    caipNetworkId: chainId,
    indexedBlock: null,
    headBlock: null,
    syncedAt: null,
    reorgs: 0,
    lastError: null,
  }

  let tail: Promise<void> = Promise.resolve()
  const exclusive = (fn: () => Promise<void>): Promise<void> => {
    const run = tail.then(fn)
    tail = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  /** The blockhash of the network's block in `slot`, or undefined when it has none there. */
  async function blockhashAt(slot: number): Promise<string | undefined> {
    try {
      return (await rpc.call<{ blockhash: string }>('getBlock', [slot, HEADER_CONFIG])).blockhash
    } catch (error) {
      if (error instanceof UpstreamRpcError && MISSING_BLOCK_CODES.has(error.rpcCode)) return undefined
      throw error
    }
  }

  async function rewind(from: number): Promise<StoredSolanaBlock | undefined> {
    let cursor = from
    let ancestor: StoredSolanaBlock | undefined
    while (ancestor === undefined) {
      const stored = await store.blocksDownFrom(cursor, ANCESTOR_PAGE)
      if (stored.length === 0) break
      for (const block of stored) {
        if ((await blockhashAt(block.slot)) === block.blockhash) {
          ancestor = block
          break
        }
      }
      cursor = stored[stored.length - 1]!.slot - 1
    }
    const ancestorSlot = ancestor?.slot ?? startSlot - 1
    await store.deleteAbove(ancestorSlot)
    state.reorgs++
    state.indexedBlock = ancestor?.slot ?? null
    logger.warn(t('indexer.reorg', { chainId, ancestor: ancestorSlot, depth: from - ancestorSlot }))
    return ancestor
  }

  async function verifiedTip(): Promise<StoredSolanaBlock | undefined> {
    const tip = await store.tip()
    if (!tip) return undefined
    if ((await blockhashAt(tip.slot)) === tip.blockhash) return tip
    return rewind(tip.slot)
  }

  async function readBatch(slots: readonly number[]): Promise<SolanaBlockBatch> {
    const blocks = await rpc.batch<UiBlock | null>(
      slots.map((slot) => ({ method: 'getBlock', params: [slot, BLOCK_CONFIG] })),
    )
    const batch: SolanaBlockBatch = { blocks: [], transactions: [], transfers: [] }
    for (const [index, block] of blocks.entries()) {
      const slot = slots[index]!
      if (!block) throw new Error(t('indexer.solanaBlockMissing', { chainId, slot }))
      const decoded = decodeSolanaBlock(slot, block)
      batch.blocks.push(...decoded.blocks)
      batch.transactions.push(...decoded.transactions)
      batch.transfers.push(...decoded.transfers)
    }
    return batch
  }

  async function syncToHead(signal: AbortSignal | undefined): Promise<void> {
    try {
      const head = await rpc.call<number>('getSlot')
      state.headBlock = head
      let tip = await verifiedTip()
      state.indexedBlock = tip?.slot ?? null
      let rewinds = 0
      while (!signal?.aborted) {
        const next = tip ? tip.slot + 1 : startSlot
        if (next > head) break
        const slots = await rpc.call<number[]>('getBlocks', [next, Math.min(head, next + MAX_SLOT_RANGE - 1)])
        // No block left up to the head (a range without any is listed again by the next sync).
        if (slots.length === 0) break
        const batch = await readBatch(slots.slice(0, blocksPerBatch))
        const first = batch.blocks[0]!
        // The first new block must follow the stored tip; otherwise the network forked below it.
        if (tip && (first.parentSlot !== tip.slot || first.previousBlockhash !== tip.blockhash)) {
          // A tip the network still has, and yet not the parent: the node answered inconsistently.
          if (++rewinds > MAX_REWINDS_PER_SYNC)
            throw new InconsistentBatchError({
              chainId,
              from: BigInt(first.slot),
              to: BigInt(first.slot),
              details: `block ${first.slot} names parent ${first.parentSlot} (${first.previousBlockhash})`,
            })
          tip = await rewind(tip.slot)
          continue
        }
        if (!(await store.storeBatch(tip, batch))) {
          tip = await verifiedTip()
          continue
        }
        const top = batch.blocks[batch.blocks.length - 1]!
        tip = { slot: top.slot, blockhash: top.blockhash }
        state.indexedBlock = tip.slot
      }
      state.syncedAt = new Date().toISOString()
      state.lastError = null
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error)
      throw error
    }
  }

  return {
    sync: (signal) => exclusive(() => syncToHead(signal)),
    status: () => ({ ...state }),
  }
}
