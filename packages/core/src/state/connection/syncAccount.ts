import { getExplorerAddressUrl } from '../../kernel/utils/explorerUrls.js'
import type { ConnectResult } from '../../types/adapter.js'
import type { Connector } from '../../types/connector.js'
import type { Foyer } from '../../types/foyer.js'
import type { CaipAddress, ChainNamespace, Network } from '../../types/network.js'
import type { AccountType } from '../../types/state.js'
import { setAccountState, setNetworkState } from '../chains/chainState.js'
import { resolveNetwork } from '../chains/networks.js'
import { storeConnection } from './lastConnection.js'

export interface SyncAccountParameters {
  namespace: ChainNamespace
  connectorId: string
  connector: Connector | undefined
  result: ConnectResult
  /**
   * Whether the namespace becomes the active one (default true). False for a second family connected
   * alongside (the same wallet's other namespace): the page keeps showing the account it chose.
   */
  activate?: boolean | undefined
}

/**
 * Writes a successful connection (connect or silent reconnect) into the chain entry: status connected,
 * address, CAIP address, accounts, wallet info, network (or a placeholder), the networks the wallet
 * approved (undefined: all), explorer URL; makes the
 * namespace active (unless `activate` is false) and persists the connection for session restore (the
 * active namespace's last, so that a restore makes it active again).
 */
export function syncAccount(
  foyer: Foyer,
  { namespace, connectorId, connector, result, activate = true }: SyncAccountParameters,
): { network: Network; supported: boolean } {
  const { network, supported } = resolveNetwork(foyer, namespace, result.chainId)
  const addresses = result.addresses.length > 0 ? result.addresses : [result.address]
  setNetworkState(foyer, namespace, {
    caipNetwork: network,
    approvedCaipNetworkIds: result.approvedNetworks?.approvedCaipNetworkIds,
    supportsAllNetworks: result.approvedNetworks?.supportsAllNetworks ?? false,
  })
  setAccountState(foyer, namespace, {
    status: 'connected',
    address: result.address,
    caipAddress: `${namespace}:${result.chainId}:${result.address}` as CaipAddress,
    allAccounts: typedAccounts(addresses, result.accountTypes),
    connectorId,
    connectedWalletInfo: connector
      ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns, type: connector.type }
      : undefined,
    addressExplorerUrl: getExplorerAddressUrl(network, result.address),
    balance: undefined,
    balanceSymbol: undefined,
  })
  if (activate) foyer.stores.chains.setState({ activeNamespace: namespace })
  storeConnection(foyer.services.storage, { namespace, connectorId }, { active: activate })
  return { network, supported }
}

/** Each address with its type as the wallet said it (an EOA when it said nothing). */
export function typedAccounts(
  addresses: string[],
  types: AccountType[] | undefined,
): { address: string; type: AccountType }[] {
  return addresses.map((address, i) => ({ address, type: types?.[i] ?? 'eoa' }))
}
