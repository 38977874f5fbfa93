import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * The active namespace.
 *
 * @example
 * getActiveChain(foyer) // 'eip155'
 */
export function getActiveChain(foyer: Foyer): ChainNamespace | undefined {
  return foyer.stores.chains.getState().activeNamespace
}
