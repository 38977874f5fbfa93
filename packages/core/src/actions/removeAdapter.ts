import { RemoveAdapterWhileConnectedError } from '../kernel/errors/connection.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { publishConnectors } from './adapterEvents.js'

export interface RemoveAdapterParameters {
  namespace: ChainNamespace
}

export type RemoveAdapterReturnType = undefined

export type RemoveAdapterErrorType = RemoveAdapterWhileConnectedError

/**
 * Removes the adapter of a namespace: stops its discovery and drops its chain entry and connectors.
 * An adapter cannot be removed while its namespace is connected ('An adapter cannot be removed while
 * connected'). Removing a namespace that has no adapter or entry does nothing.
 *
 * @example
 * import { removeAdapter } from '@foyer/core'
 *
 * removeAdapter(foyer, { namespace: 'solana' })
 */
export function removeAdapter(foyer: Foyer, { namespace }: RemoveAdapterParameters): RemoveAdapterReturnType {
  const entry = foyer.stores.chains.getState().chains[namespace]
  if (entry && entry.accountState.status !== 'disconnected') throw new RemoveAdapterWhileConnectedError()
  const services = foyer.services
  const cleanup = services.cleanups.get(namespace)
  services.cleanups.delete(namespace)
  services.adapters.delete(namespace)
  services.connectorsByNamespace.delete(namespace)
  foyer.stores.chains.setState((state) => {
    const { [namespace]: _removed, ...chains } = state.chains
    const remaining = Object.keys(chains) as ChainNamespace[]
    return {
      chains,
      activeNamespace: state.activeNamespace === namespace ? remaining[0] : state.activeNamespace,
    }
  })
  publishConnectors(foyer)
  cleanup?.()
}
