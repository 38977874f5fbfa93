import type { SolanaRpc } from '../../chaindata/createSolanaRpc.js'
import type { Logger } from '../../logger.js'
import type { IndexerChainStatus } from '../types.js'
import type { SolanaIndexerStore } from './createSolanaIndexerStore.js'

/** What the sync of one Solana network holds between its runs: where it reads, where it stores, how far it got. */
export interface SolanaSyncState {
  chainId: string
  rpc: SolanaRpc
  store: SolanaIndexerStore
  logger: Logger
  /** The first slot indexed on a network with nothing stored. */
  startSlot: number
  blocksPerBatch: number
  /** What `status()` reports; updated as the sync goes. */
  status: IndexerChainStatus
  /**
   * The network's slot and latest blockhash when the last sync reached its head. While both are the same,
   * no block has been added or replaced since: a sync has nothing to read or store.
   */
  syncedHead: string | undefined
}
