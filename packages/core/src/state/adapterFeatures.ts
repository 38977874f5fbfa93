import type { AdapterFeatures } from '../types/adapter.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * The namespace of the first adapter that serves `feature` of Foyer's own (the email login's embedded
 * wallet, identities, the on-ramp...), or undefined when no adapter does: core names no chain itself.
 */
export function namespaceServing(foyer: Foyer, feature: keyof AdapterFeatures): ChainNamespace | undefined {
  for (const adapter of foyer.services.adapters.values())
    if (adapter.features?.[feature]) return adapter.namespace
  return undefined
}

/**
 * The namespace a flow names when nothing is connected (`NotConnectedError`): the active one, else the
 * first adapter's, else the default network's.
 */
export function fallbackNamespace(foyer: Foyer): ChainNamespace {
  const { activeNamespace } = foyer.stores.chains.getState()
  const [first] = foyer.services.adapters.keys()
  return activeNamespace ?? first ?? foyer.options.defaultNetwork.chainNamespace
}
