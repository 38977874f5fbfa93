import type { FoyerError } from '../kernel/errors/base.js'
import { NetworkNotFoundError } from '../kernel/errors/network.js'
import type { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { getExplorerAddressUrl } from '../kernel/utils/explorerUrls.js'
import { getChainEntry, setAccountState, setNetworkState } from '../state/chainState.js'
import { toConnectionError } from '../state/connectionError.js'
import { navigateAfterNetworkSwitch } from '../state/navigation.js'
import type { Foyer } from '../types/foyer.js'
import type { CaipAddress, Network } from '../types/network.js'
import { shake } from './shake.js'

export interface SwitchNetworkParameters {
  /** One of the requested networks (matched by CAIP network id). */
  network: Network
}

/** The network now active. */
export type SwitchNetworkReturnType = Network

export type SwitchNetworkErrorType = NetworkNotFoundError | UserRejectedRequestError | FoyerError

/**
 * Makes `network` the active network. It must be one of the requested networks of its namespace
 * ('Network not found' otherwise). When that namespace is connected through an adapter that can switch
 * networks, the wallet is asked first (the adapter adds the chain when the wallet does not know it);
 * the network changes only once the wallet agrees, then the balance is refetched and SWITCH_NETWORK is
 * tracked. Otherwise the network is just selected. Switching to another namespace sets
 * `isSwitchingNamespace` meanwhile. From UnsupportedChain, Networks or SwitchNetwork, the modal goes back
 * to the view before Networks, or closes.
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
  if (!entry || !target) throw new NetworkNotFoundError()

  const otherNamespace = stores.chains.getState().activeNamespace !== namespace
  if (otherNamespace) stores.chains.setState({ isSwitchingNamespace: true })
  try {
    const account = entry.accountState
    const adapter = foyer.services.adapters.get(namespace)
    const connected = account.status === 'connected' && account.address !== undefined
    if (connected && account.connectorId && adapter?.switchNetwork) {
      stores.connection.setState({ pendingConnectorId: account.connectorId, error: undefined })
      await adapter.switchNetwork({ connectorId: account.connectorId, network: target })
    }
    setNetworkState(foyer, namespace, { caipNetwork: target })
    if (connected && account.address) {
      setAccountState(foyer, namespace, {
        caipAddress: `${namespace}:${target.id}:${account.address}` as CaipAddress,
        addressExplorerUrl: getExplorerAddressUrl(target, account.address),
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
    if (otherNamespace) stores.chains.setState({ isSwitchingNamespace: false })
  }
}
