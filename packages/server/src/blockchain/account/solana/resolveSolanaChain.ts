import { createSolanaRpc, type SolanaRpc } from '../../../chaindata/createSolanaRpc.js'
import { createConfiguredPriceOracle } from '../../shared/createConfiguredPriceOracle.js'
import type { PriceOracle } from '../../shared/prices.js'
import type { ChaindataChainConfig, ChaindataSplToken } from '../types.js'
import { SOL, SOLANA_NATIVE_TOKEN_ADDRESS, WRAPPED_SOL_MINT } from './solanaConstants.js'

/** Symbols priced at exactly 1 USD when no `stablecoins` are configured. */
const DEFAULT_STABLE_SYMBOLS = ['fUSD']

/** A configured Solana network as the chain-data routes use it. */
export interface ResolvedSolanaChain {
  caipNetworkId: string
  rpc: SolanaRpc
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The configured SPL tokens by mint (base58, exact case). */
  tokens: ReadonlyMap<string, ChaindataSplToken>
  /**
   * Prices from the configuration: stablecoins 1 USD, SOL and wrapped SOL `nativeUsdPrice`, each token
   * its `usdPrice`; keyed by mint, SOL by `SOLANA_NATIVE_TOKEN_ADDRESS`.
   */
  oracle: PriceOracle
}

/**
 * A Solana chain config made ready for the routes: its RPC client (10 s timeout), tokens and the
 * price table of its configuration (a Solana network has no pool the server reads).
 *
 * @example
 * const chain = resolveSolanaChain({ caipNetworkId: ledger.caipNetworkId, rpcUrl: ledger.url, solana: { tokens: ledger.tokens, nativeUsdPrice: 150 } })
 */
export function resolveSolanaChain(config: ChaindataChainConfig): ResolvedSolanaChain {
  const tokens = config.solana?.tokens ?? []
  const stablecoins =
    config.solana?.stablecoins ??
    tokens.filter((token) => DEFAULT_STABLE_SYMBOLS.includes(token.symbol)).map((token) => token.mint)
  const prices = new Map<string, number>()
  const native = config.solana?.nativeUsdPrice
  if (native !== undefined) {
    prices.set(SOLANA_NATIVE_TOKEN_ADDRESS, native)
    prices.set(WRAPPED_SOL_MINT, native)
  }
  for (const token of tokens) if (token.usdPrice !== undefined) prices.set(token.mint, token.usdPrice)
  for (const mint of stablecoins) prices.set(mint, 1)
  return {
    caipNetworkId: config.caipNetworkId,
    rpc: createSolanaRpc({ caipNetworkId: config.caipNetworkId, rpcUrl: config.rpcUrl }),
    nativeCurrency: config.nativeCurrency ?? SOL,
    tokens: new Map(tokens.map((token) => [token.mint, token])),
    oracle: createConfiguredPriceOracle({ prices, nativeKey: SOLANA_NATIVE_TOKEN_ADDRESS }),
  }
}
