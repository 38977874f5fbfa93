import { InvalidCaipNetworkIdError } from '../kernel/errors/caip.js'
import { parseCaipNetworkId } from '../kernel/utils/parseCaipNetworkId.js'
import { createChainEntry, setNetworkState } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'

export interface AddNetworkParameters {
  network: Network
}

/** The requested networks of the network's namespace after the call. */
export type AddNetworkReturnType = Network[]

export type AddNetworkErrorType = InvalidCaipNetworkIdError

/**
 * Adds a network to the requested networks of its namespace (creating the namespace's chain entry when
 * it had none). Adding a network that is already requested changes nothing. The CAIP network id must be
 * valid and match the network's namespace and id.
 *
 * @example
 * import { addNetwork } from '@foyer/core'
 *
 * addNetwork(foyer, { network: sepolia })
 */
export function addNetwork(foyer: Foyer, { network }: AddNetworkParameters): AddNetworkReturnType {
  const { chainNamespace, chainId } = parseCaipNetworkId(network.caipNetworkId)
  if (chainNamespace !== network.chainNamespace || chainId !== String(network.id))
    throw new InvalidCaipNetworkIdError({ value: network.caipNetworkId })
  const { chains } = foyer.stores.chains.getState()
  const entry = chains[chainNamespace]
  if (!entry) {
    const created = createChainEntry(chainNamespace, [network])
    foyer.stores.chains.setState((state) => ({
      chains: { ...state.chains, [chainNamespace]: created },
      activeNamespace: state.activeNamespace ?? chainNamespace,
    }))
    return created.networkState.requestedCaipNetworks
  }
  const requested = entry.networkState.requestedCaipNetworks
  if (requested.some((item) => item.caipNetworkId === network.caipNetworkId)) return requested
  const next = [...requested, network]
  setNetworkState(foyer, chainNamespace, { requestedCaipNetworks: next })
  return next
}
