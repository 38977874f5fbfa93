import { NetworkNotFoundError, RemoveLastNetworkError } from '../kernel/errors/network.js'
import { setNetworkState } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { CaipNetworkId, ChainNamespace, Network } from '../types/network.js'

export interface RemoveNetworkParameters {
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
}

/** The requested networks of the namespace after the call. */
export type RemoveNetworkReturnType = Network[]

export type RemoveNetworkErrorType = NetworkNotFoundError | RemoveLastNetworkError

/**
 * Removes a network from the requested networks of a namespace. The last network of a namespace cannot
 * be removed ('Cannot remove last network for a namespace'). When the removed network was selected, the
 * first remaining one is selected.
 *
 * @example
 * import { removeNetwork } from '@foyer/core'
 *
 * removeNetwork(foyer, { namespace: 'eip155', caipNetworkId: 'eip155:11155111' })
 */
export function removeNetwork(
  foyer: Foyer,
  { namespace, caipNetworkId }: RemoveNetworkParameters,
): RemoveNetworkReturnType {
  const entry = foyer.stores.chains.getState().chains[namespace]
  const requested = entry?.networkState.requestedCaipNetworks ?? []
  if (!requested.some((network) => network.caipNetworkId === caipNetworkId)) throw new NetworkNotFoundError()
  if (requested.length === 1) throw new RemoveLastNetworkError()
  const next = requested.filter((network) => network.caipNetworkId !== caipNetworkId)
  setNetworkState(foyer, namespace, (state) => ({
    requestedCaipNetworks: next,
    caipNetwork: state.caipNetwork?.caipNetworkId === caipNetworkId ? next[0] : state.caipNetwork,
  }))
  return next
}
