import type { SolanaRpc } from '../../chaindata/createSolanaRpc.js'
import type { Database } from '../../db/types.js'
import type { Logger } from '../../logger.js'
import type { ChainSync } from '../createChainSync.js'
import { createExclusiveQueue } from '../createExclusiveQueue.js'
import type { IndexerChain } from '../types.js'
import { createSolanaIndexerStore } from './createSolanaIndexerStore.js'
import type { SolanaSyncState } from './solanaSyncState.js'
import { syncSolanaToHead } from './syncSolanaToHead.js'

export interface CreateSolanaSyncParameters {
  db: Database
  chain: IndexerChain
  rpc: SolanaRpc
  /** Blocks read and stored per transaction. */
  blocksPerBatch: number
  logger: Logger
}

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
  const sync: SolanaSyncState = {
    chainId,
    rpc,
    store: createSolanaIndexerStore(db, chainId),
    logger,
    startSlot: chain.startBlock ?? 0,
    blocksPerBatch,
    status: {
      caipNetworkId: chainId,
      indexedBlock: null,
      headBlock: null,
      syncedAt: null,
      reorgs: 0,
      lastError: null,
    },
    syncedHead: undefined,
  }
  const exclusive = createExclusiveQueue()
  return {
    sync: (signal) => exclusive(() => syncSolanaToHead(sync, signal)),
    status: () => ({ ...sync.status }),
  }
}
