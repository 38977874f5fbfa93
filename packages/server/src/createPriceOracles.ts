import { createPriceOracle, type PriceOracle } from './blockchain/index.js'
import type { RpcChainConfig } from './config/serverConfigSchema.js'

/** The price oracle of a chain, or undefined for a chain with no pools to read prices from. */
export type PriceOf = (caipNetworkId: string) => PriceOracle | undefined

/**
 * One price oracle per chain that lists pairs, built once so that the account and blockchain routes
 * share its cache.
 */
export function createPriceOracles(chains: readonly RpcChainConfig[]): PriceOf {
  const prices = new Map<string, PriceOracle>()
  for (const chain of chains) {
    const contracts = chain.contracts
    if (!contracts || contracts.pairs.length === 0) continue
    prices.set(
      chain.caipNetworkId,
      createPriceOracle({
        rpcUrl: chain.rpcUrl,
        contracts,
        ...(chain.stablecoins ? { stablecoins: chain.stablecoins } : {}),
      }),
    )
  }
  return (caipNetworkId) => prices.get(caipNetworkId)
}
