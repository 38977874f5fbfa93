import { createPublicClient, http } from 'viem'
import { createSolanaRpc } from '../chaindata/createSolanaRpc.js'
import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import { type ChainSync, createChainSync } from './createChainSync.js'
import { createSolanaSync } from './solana/createSolanaSync.js'
import type { IndexerChain } from './types.js'

export interface CreateChainSyncsParameters {
  db: Database
  chains: readonly IndexerChain[]
  confirmations: number
  blocksPerBatch: number
  logger: Logger
  /** The fetch of every RPC read, so that the indexer can abandon the reads in flight when it stops. */
  fetch: typeof fetch
}

/** One sync per chain, by CAIP-2 id: a Solana sync for a 'solana:…' network, an EVM one otherwise. */
export function createChainSyncs({
  db,
  chains,
  confirmations,
  blocksPerBatch,
  logger,
  fetch,
}: CreateChainSyncsParameters): Map<string, ChainSync> {
  return new Map<string, ChainSync>(
    chains.map((chain) => [
      chain.caipNetworkId,
      chain.caipNetworkId.startsWith('solana:')
        ? createSolanaSync({
            db,
            chain,
            rpc: createSolanaRpc({ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, fetch }),
            blocksPerBatch,
            logger,
          })
        : createChainSync({
            db,
            chain,
            client: createPublicClient({
              cacheTime: 0,
              transport: http(chain.rpcUrl, {
                batch: { batchSize: 200, wait: 0 },
                timeout: 10_000,
                retryCount: 2,
                fetchFn: fetch,
              }),
            }),
            confirmations,
            blocksPerBatch,
            logger,
          }),
    ]),
  )
}
