import { getChainEntry } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import type { NetworkState } from '../types/state.js'

export type GetNetworkReturnType = NetworkState | undefined

/**
 * The network state of a namespace (default: the active one), or undefined when it has no chain entry.
 *
 * @example
 * getNetwork(foyer)?.caipNetwork?.name // 'Ethereum'
 */
export function getNetwork(foyer: Foyer, namespace?: ChainNamespace): GetNetworkReturnType {
  return getChainEntry(foyer, namespace)?.networkState
}
