import type { PriceOracle } from './prices.js'

export interface CreateConfiguredPriceOracleParameters {
  /** USD price of one whole token, by token address (kept exactly: base58 is case-sensitive). */
  prices: ReadonlyMap<string, number>
  /** The key of the native token in `prices` and in requests. */
  nativeKey: string
}

/**
 * A price oracle over a fixed table from the configuration (a network without pools to read, such as a
 * Solana ledger): an address that is not in the table has no price, never a guessed one.
 *
 * @example
 * const oracle = createConfiguredPriceOracle({ prices: new Map([[fUSD, 1], [NATIVE, 150]]), nativeKey: NATIVE })
 * await oracle.getUsdPrices([fUSD]) // Map { fUSD => 1 }
 */
export function createConfiguredPriceOracle({
  prices,
  nativeKey,
}: CreateConfiguredPriceOracleParameters): PriceOracle {
  return {
    async getUsdPrices<T extends string>(addresses: readonly T[]) {
      const result = new Map<T, number>()
      for (const address of addresses) {
        const price = prices.get(address)
        if (price !== undefined) result.set(address, price)
      }
      return result
    },
    async getNativeUsdPrice() {
      return prices.get(nativeKey)
    },
  }
}
