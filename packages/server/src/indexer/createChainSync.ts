import type { PublicClient } from 'viem'
import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import type { ChainSyncState } from './chainSyncState.js'
import { createExclusiveQueue } from './createExclusiveQueue.js'
import { createIndexerStore } from './createIndexerStore.js'
import { syncChainToHead } from './syncChainToHead.js'
import type { IndexerChain, IndexerChainStatus } from './types.js'

export interface CreateChainSyncParameters {
  db: Database
  chain: IndexerChain
  client: PublicClient
  confirmations: number
  blocksPerBatch: number
  logger: Logger
}

export interface ChainSync {
  /**
   * Indexes the chain up to its head (minus confirmations), batch by batch; stops early between
   * batches when `signal` aborts. Calls of one chain run one after the other.
   */
  sync(signal?: AbortSignal): Promise<void>
  status(): IndexerChainStatus
}

/**
 * Follows one chain: resumes after the highest stored block, reads blocks in batches and stores each
 * batch in one transaction, and handles reorgs. Before storing block N it checks that N's parent is
 * the stored block N-1 (and at every sync that the stored tip is still on the chain); on a mismatch it
 * walks back to the highest stored block the chain still has (the common ancestor), deletes everything
 * above it and indexes again from there.
 *
 * @example
 * const sync = createChainSync({ db, chain, client, confirmations: 0, blocksPerBatch: 100, logger })
 * await sync.sync()
 */
export function createChainSync(parameters: CreateChainSyncParameters): ChainSync {
  const { db, chain, client, confirmations, blocksPerBatch, logger } = parameters
  const chainId = chain.caipNetworkId
  const sync: ChainSyncState = {
    chain,
    chainId,
    client,
    store: createIndexerStore(db, chainId),
    logger,
    startBlock: BigInt(chain.startBlock ?? 0),
    confirmations,
    blocksPerBatch,
    status: {
      caipNetworkId: chainId,
      indexedBlock: null,
      headBlock: null,
      syncedAt: null,
      reorgs: 0,
      lastError: null,
    },
    knownTokens: undefined,
    syncedHead: undefined,
  }
  const exclusive = createExclusiveQueue()
  return {
    sync: (signal) => exclusive(() => syncChainToHead(sync, signal)),
    status: () => ({ ...sync.status }),
  }
}
