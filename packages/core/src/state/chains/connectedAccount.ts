import type { Foyer } from '../../types/foyer.js'
import { getChainEntry } from './chainState.js'

/**
 * The connected account of the active namespace, with its network, or undefined when none is
 * connected (with the adapter of its namespace); with `namespace`, only when the active namespace is that one (the EVM-only features:
 * on-ramp, swaps).
 *
 * @example
 * const account = getConnectedAccount(foyer, 'eip155') // { entry, address: '0xf39F…', network, adapter }
 */
export function getConnectedAccount(foyer: Foyer, namespace?: string) {
  const entry = getChainEntry(foyer)
  const address = entry?.accountState.address
  const network = entry?.networkState.caipNetwork
  if (entry?.accountState.status !== 'connected' || !address || !network) return undefined
  if (namespace !== undefined && entry.namespace !== namespace) return undefined
  return { entry, address, network, adapter: foyer.services.adapters.get(entry.namespace) }
}
