import type { Address } from 'viem'
import { NATIVE_TOKEN_KEY, type PriceOracle } from '../shared/prices.js'
import type { TokenCatalog } from './createTokenCatalog.js'
import { readChain } from './readChain.js'
import type { ResolvedChain } from './resolveChains.js'

export interface FungiblePrice {
  /** The CAIP address as requested. */
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
}

export interface ReadFungiblePricesParameters {
  /** Requested tokens, each on an already supported chain; `NATIVE_TOKEN_KEY` is the native token. */
  requests: readonly { caip: string; chain: ResolvedChain; address: Address }[]
  oracleOf: (chain: ResolvedChain) => PriceOracle | undefined
  catalog: TokenCatalog
  iconUrl: (symbol: string) => string
}

/**
 * USD prices of the requested tokens, in request order. A token without a price (no pool, a chain
 * without an oracle, not a token) is left out rather than given a made-up one.
 *
 * @example
 * await readFungiblePrices({ requests, oracleOf, catalog, iconUrl })
 * // [{ address: 'eip155:31337:0x…', name: 'Foyer USD', symbol: 'fUSD', iconUrl: '…', price: 1 }]
 */
export async function readFungiblePrices({
  requests,
  oracleOf,
  catalog,
  iconUrl,
}: ReadFungiblePricesParameters): Promise<FungiblePrice[]> {
  const results = await Promise.all(
    requests.map(async ({ caip, chain, address }): Promise<FungiblePrice | undefined> => {
      const oracle = oracleOf(chain)
      if (!oracle) return undefined
      const key = address.toLowerCase()
      const price = (await readChain(chain, () => oracle.getUsdPrices([key]))).get(key)
      if (price === undefined) return undefined
      const token = key === NATIVE_TOKEN_KEY ? chain.nativeCurrency : await catalog.lookup(chain, key)
      if (!token?.symbol) return undefined
      return {
        address: caip,
        name: token.name ?? token.symbol,
        symbol: token.symbol,
        iconUrl: iconUrl(token.symbol),
        price,
      }
    }),
  )
  return results.filter((result): result is FungiblePrice => result !== undefined)
}
