import type { FungiblePrice } from '../readFungiblePrices.js'
import type { ResolvedSolanaChain } from './resolveSolanaChain.js'
import { SOLANA_NATIVE_TOKEN_ADDRESS, WRAPPED_SOL_MINT } from './solanaConstants.js'

export interface ReadSolanaPricesParameters {
  /** Requested tokens: a mint, or `SOLANA_NATIVE_TOKEN_ADDRESS` for SOL. */
  requests: readonly { caip: string; chain: ResolvedSolanaChain; mint: string }[]
  iconUrl: (symbol: string) => string
}

/**
 * USD prices of Solana tokens from the chains' configuration (stablecoins 1 USD, SOL and wrapped SOL
 * `nativeUsdPrice`, configured tokens their `usdPrice`), in request order. A token without a configured
 * price, or a mint the configuration does not name, is left out: no made-up price.
 *
 * @example
 * await readSolanaPrices({ requests: [{ caip: `${chainId}:${fUSD}`, chain, mint: fUSD }], iconUrl })
 * // [{ address: 'solana:…:…', name: 'Foyer USD', symbol: 'fUSD', iconUrl: '…', price: 1 }]
 */
export async function readSolanaPrices({
  requests,
  iconUrl,
}: ReadSolanaPricesParameters): Promise<FungiblePrice[]> {
  const results = await Promise.all(
    requests.map(async ({ caip, chain, mint }): Promise<FungiblePrice | undefined> => {
      const price = (await chain.oracle.getUsdPrices([mint])).get(mint)
      if (price === undefined) return undefined
      const token =
        mint === SOLANA_NATIVE_TOKEN_ADDRESS
          ? chain.nativeCurrency
          : mint === WRAPPED_SOL_MINT
            ? { name: `Wrapped ${chain.nativeCurrency.name}`, symbol: `W${chain.nativeCurrency.symbol}` }
            : chain.tokens.get(mint)
      if (!token) return undefined
      return { address: caip, name: token.name, symbol: token.symbol, iconUrl: iconUrl(token.symbol), price }
    }),
  )
  return results.filter((result): result is FungiblePrice => result !== undefined)
}
