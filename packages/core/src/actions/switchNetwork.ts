import type { FoyerError } from '../kernel/errors/base.js'
import { NetworkNotFoundError } from '../kernel/errors/network.js'
import type { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { getExplorerAddressUrl } from '../kernel/utils/explorerUrls.js'
import { getChainEntry, setAccountState, setNetworkState } from '../state/chains/chainState.js'
import { beginNamespaceSwitch, setSwitchingNamespace } from '../state/chains/namespaceSwitch.js'
import { toConnectionError } from '../state/connection/connectionError.js'
import { navigateAfterNetworkSwitch } from '../state/modal/navigation.js'
import type { Foyer } from '../types/foyer.js'
import type { CaipAddress, ChainNamespace, Network } from '../types/network.js'
import { shake } from './shake.js'

export interface SwitchNetworkParameters {
  /** One of the requested networks (matched by CAIP network id). */
  network: Network
}

/** The network now active. */
export type SwitchNetworkReturnType = Network

export type SwitchNetworkErrorType = NetworkNotFoundError | UserRejectedRequestError | FoyerError

/** Whether `namespace` has a connected account. */
function isConnected(foyer: Foyer, namespace: ChainNamespace | undefined): boolean {
  const account = namespace ? getChainEntry(foyer, namespace)?.accountState : undefined
  return account?.status === 'connected' && account.address !== undefined
}

/**
 * Makes `network` the active network. It must be one of the requested networks of its namespace
 * ('Network not found' otherwise, with the 'Network Not Found' alert). When that namespace is connected through an adapter that can switch
 * networks, the wallet is asked first (the adapter adds the chain when the wallet does not know it);
 * the network changes only once the wallet agrees, then the balance is refetched and SWITCH_NETWORK is
 * tracked. A namespace that is connected but not active becomes active again, with its connection (no
 * new connect; a wallet already on `network` is not asked). Otherwise the network is just selected.
 * Switching to another namespace sets `isSwitchingNamespace` meanwhile. From UnsupportedChain, Networks
 * or SwitchNetwork, the modal goes back to the view before Networks, or closes.
 *
 * Switching to a namespace without a connection while the active one is connected needs a wallet of
 * that namespace (spec section 4): `network` becomes that namespace's selected network, the
 * switching-namespace flag is set and the modal shows Connect with that namespace's wallets. The active
 * network stays until one of them connects, which makes `network` active; closing the modal or going
 * back from Connect ends the switch and keeps the connected namespace active. The returned promise
 * resolves once Connect shows.
 *
 * On failure `connection.error` is set, the modal shakes, the current network is kept and the typed
 * error is thrown.
 *
 * @example
 * import { switchNetwork } from '@foyer/core'
 *
 * await switchNetwork(foyer, { network: devnet })
 */
export async function switchNetwork(
  foyer: Foyer,
  { network }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { stores } = foyer
  const namespace = network.chainNamespace
  const entry = getChainEntry(foyer, namespace)
  const target = entry?.networkState.requestedCaipNetworks.find(
    (n) => n.caipNetworkId === network.caipNetworkId,
  )
  if (!entry || !target) {
    // Spec section 8: the 'Network Not Found' alert, for a network the host did not pass in `networks`.
    stores.alert.setState({ key: 'alert.networkNotFound' })
    throw new NetworkNotFoundError()
  }
  // A network that is found ends an earlier 'Network Not Found' alert.
  if (stores.alert.getState().key === 'alert.networkNotFound') stores.alert.setState({ key: undefined })

  const { activeNamespace } = stores.chains.getState()
  const otherNamespace = activeNamespace !== namespace
  const account = entry.accountState
  const connected = isConnected(foyer, namespace)
  if (otherNamespace && !connected && isConnected(foyer, activeNamespace)) {
    setNetworkState(foyer, namespace, { caipNetwork: target })
    stores.connection.setState({ error: undefined })
    beginNamespaceSwitch(foyer, namespace)
    return target
  }
  if (otherNamespace) setSwitchingNamespace(foyer, namespace)
  try {
    const adapter = foyer.services.adapters.get(namespace)
    const onNetwork = entry.networkState.caipNetwork?.caipNetworkId === target.caipNetworkId
    if (connected && account.connectorId && adapter?.switchNetwork && !(otherNamespace && onNetwork)) {
      stores.connection.setState({ pendingConnectorId: account.connectorId, error: undefined })
      await adapter.switchNetwork({ connectorId: account.connectorId, network: target })
    }
    setNetworkState(foyer, namespace, { caipNetwork: target })
    // Read again: a family whose addresses differ per network (Polkadot's SS58 prefix, Bitcoin's bc1/tb1)
    // reported the new one (accountsChanged) during the switch.
    const address = getChainEntry(foyer, namespace)?.accountState.address
    if (connected && address) {
      setAccountState(foyer, namespace, {
        caipAddress: `${namespace}:${target.id}:${address}` as CaipAddress,
        addressExplorerUrl: getExplorerAddressUrl(target, address),
      })
    }
    stores.chains.setState({ activeNamespace: namespace })
    stores.connection.setState({ pendingConnectorId: undefined, error: undefined })
    foyer.track({ event: 'SWITCH_NETWORK', properties: { network: target.caipNetworkId } })
    navigateAfterNetworkSwitch(foyer)
    return target
  } catch (cause) {
    // The error mapping (every RPC error class) loads with the first failure, not with the page: the
    // network button imports this action.
    const { toFoyerError } = await import('../kernel/errors/toFoyerError.js')
    const error = toFoyerError(cause)
    stores.connection.setState({ pendingConnectorId: undefined, error: toConnectionError(error) })
    shake(foyer)
    throw error
  } finally {
    if (otherNamespace) setSwitchingNamespace(foyer, undefined)
  }
}
