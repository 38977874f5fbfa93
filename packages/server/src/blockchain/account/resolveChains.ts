import { createPublicClient, http, type PublicClient } from 'viem'
import { ChainNotSupportedError } from '../errors.js'
import { type ResolvedSolanaChain, resolveSolanaChain } from './solana/resolveSolanaChain.js'
import type { ChaindataChainConfig, ChaindataNft, ChaindataToken } from './types.js'

const ETHER = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 })
/** Symbols of the tokens the on-ramp sells when `stablecoins` is not configured. */
const DEFAULT_STABLE_SYMBOLS = ['fUSD']

/** A configured network as the chain-data routes use it (addresses lower-case in the maps). */
export interface ResolvedChain {
  caipNetworkId: string
  client: PublicClient
  nativeCurrency: { name: string; symbol: string; decimals: number }
  tokens: ReadonlyMap<string, ChaindataToken>
  nfts: ReadonlyMap<string, ChaindataNft>
  onrampAddresses: readonly string[]
  stablecoins: readonly string[]
}

export interface ResolvedChains {
  /** The eip155 (non-Solana) chain with this CAIP id, or 'Chain is not supported' (400). */
  require(caipNetworkId: string | undefined): ResolvedChain
  /** The Solana network with this CAIP id ('solana:…'), if configured. */
  findSolana(caipNetworkId: string | undefined): ResolvedSolanaChain | undefined
}

/**
 * Indexes the configured networks by CAIP network id, each with a viem client over its RPC
 * (10 s timeout, one retry, JSON-RPC batching); Solana networks ('solana:…') apart, with their own
 * JSON-RPC client and configured prices (`findSolana`).
 *
 * @example
 * const chains = resolveChains([{ caipNetworkId: 'eip155:31337', rpcUrl }])
 * chains.require('eip155:1') // throws ChainNotSupportedError
 */
export function resolveChains(configs: readonly ChaindataChainConfig[]): ResolvedChains {
  const isSolana = (config: ChaindataChainConfig) => config.caipNetworkId.startsWith('solana:')
  const solana = new Map(
    configs.filter(isSolana).map((config) => [config.caipNetworkId, resolveSolanaChain(config)]),
  )
  const byId = new Map<string, ResolvedChain>(
    configs
      .filter((config) => !isSolana(config))
      .map((config) => {
        const tokens = config.contracts?.tokens ?? []
        const stablecoins =
          config.stablecoins ??
          tokens
            .filter((token) => DEFAULT_STABLE_SYMBOLS.includes(token.symbol))
            .map((token) => token.address)
        return [
          config.caipNetworkId,
          {
            caipNetworkId: config.caipNetworkId,
            client: createPublicClient({
              cacheTime: 0,
              transport: http(config.rpcUrl, { batch: { wait: 0 }, timeout: 10_000, retryCount: 1 }),
            }),
            nativeCurrency: config.nativeCurrency ?? ETHER,
            tokens: new Map(tokens.map((token) => [token.address.toLowerCase(), token])),
            nfts: new Map((config.contracts?.nfts ?? []).map((nft) => [nft.address.toLowerCase(), nft])),
            onrampAddresses: (config.onrampAddresses ?? []).map((address) => address.toLowerCase()),
            stablecoins: stablecoins.map((address) => address.toLowerCase()),
          },
        ]
      }),
  )
  return {
    require(caipNetworkId) {
      const chain = caipNetworkId === undefined ? undefined : byId.get(caipNetworkId)
      if (!chain) throw new ChainNotSupportedError({ chain: caipNetworkId })
      return chain
    },
    findSolana: (caipNetworkId) => (caipNetworkId === undefined ? undefined : solana.get(caipNetworkId)),
  }
}
