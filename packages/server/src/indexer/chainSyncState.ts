import type { PublicClient } from 'viem'
import type { Logger } from '../logger.js'
import type { IndexerStore } from './createIndexerStore.js'
import type { IndexerChain, IndexerChainStatus } from './types.js'

/** What the sync of one EVM chain holds between its runs: where it reads, where it stores, how far it got. */
export interface ChainSyncState {
  chain: IndexerChain
  chainId: string
  client: PublicClient
  store: IndexerStore
  logger: Logger
  /** The first block indexed on a chain with nothing stored. */
  startBlock: bigint
  confirmations: number
  blocksPerBatch: number
  /** What `status()` reports; updated as the sync goes. */
  status: IndexerChainStatus
  /** Token addresses (lowercase) with metadata stored; read once, then kept up to date. */
  knownTokens: Set<string> | undefined
  /**
   * The hash of the chain's head block when the last sync reached it. While the head is that same block,
   * the chain below it is the same too (each block names its parent): a sync has nothing to read or store.
   */
  syncedHead: string | undefined
}
