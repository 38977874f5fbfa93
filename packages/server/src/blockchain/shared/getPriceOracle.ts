import type { PriceOracle, PriceOracles } from '../types.js'

/**
 * The price oracle of a network, from a map or a lookup function; undefined when it has none.
 *
 * @example
 * getPriceOracle({ 'eip155:31337': oracle }, 'eip155:31337') // oracle
 */
export function getPriceOracle(
  prices: PriceOracles | undefined,
  caipNetworkId: string,
): PriceOracle | undefined {
  if (!prices) return undefined
  return typeof prices === 'function' ? prices(caipNetworkId) : prices[caipNetworkId]
}
