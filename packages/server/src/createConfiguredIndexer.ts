import type { ResolvedServerConfig } from './config/serverConfigSchema.js'
import { rpcChains } from './config/signInOnlyChains.js'
import type { Database } from './db/types.js'
import { createIndexer, type Indexer } from './indexer/index.js'
import type { Logger } from './logger.js'

/**
 * The chain indexer of the configured chains, not started yet; undefined with no chains or with
 * `indexer.enabled: false`, so account history then answers without one.
 */
export function createConfiguredIndexer(
  config: ResolvedServerConfig,
  { db, logger }: { db: Database; logger: Logger },
): Indexer | undefined {
  // Bitcoin and Polkadot networks are served for sign-in only: nothing to index.
  const chains = rpcChains(config.chains)
  if (!config.indexer.enabled || chains.length === 0) return undefined
  return createIndexer({
    db,
    logger,
    pollIntervalMs: config.indexer.pollIntervalMs,
    blocksPerBatch: config.indexer.blocksPerBatch,
    chains: chains.map((chain) => ({
      caipNetworkId: chain.caipNetworkId,
      rpcUrl: chain.rpcUrl,
      tokens: chain.contracts?.tokens,
      nfts: chain.contracts?.nfts,
      startBlock: chain.startBlock,
    })),
  })
}
