import { getChainEntry } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * Whether a namespace (default: the active one) has a connected account.
 *
 * @example
 * if (!isConnected(foyer)) foyer.open()
 */
export function isConnected(foyer: Foyer, namespace?: ChainNamespace): boolean {
  const account = getChainEntry(foyer, namespace)?.accountState
  return account?.status === 'connected' && account.address !== undefined
}
