import { ConnectionAbortedError } from '../kernel/errors/connection.js'
import { getExplorerAddressUrl } from '../kernel/utils/explorerUrls.js'
import {
  getChainEntry,
  namespaceServing,
  setAccountState,
  setNetworkState,
} from '../state/chains/chainState.js'
import { resolveNetwork } from '../state/chains/networks.js'
import { clearAccount } from '../state/connection/clearAccount.js'
import { typedAccounts } from '../state/connection/syncAccount.js'
import { AUTH_CONNECTOR_ID, getAuthConnector } from '../state/email/authConnector.js'
import { getEmbeddedWallet } from '../state/email/embeddedWallet.js'
import { leaveUnsupportedChain, openUnsupportedChain } from '../state/modal/navigation.js'
import type { AdapterEvents, ChainAdapter } from '../types/adapter.js'
import type { Foyer } from '../types/foyer.js'
import type { CaipAddress, ChainNamespace } from '../types/network.js'
import type { WalletConnectState } from '../types/state.js'

const emptyWalletConnectState: WalletConnectState = {
  uri: undefined,
  pairingExpiry: undefined,
  buffering: false,
  error: false,
  linking: undefined,
}

/** Rebuilds `chains.connectors` from what each adapter last reported, in adapter order. */
export function publishConnectors(foyer: Foyer): void {
  const services = foyer.services
  const connectors = [...services.adapters.keys()].flatMap(
    (namespace) => services.connectorsByNamespace.get(namespace) ?? [],
  )
  const auth = getAuthConnector(foyer)
  foyer.stores.chains.setState({ connectors: auth ? [...connectors, auth] : connectors })
}

/** Email login's embedded wallet, for the adapter that hosts it and the AUTH connector only. */
function embeddedWalletFor(foyer: Foyer, namespace: ChainNamespace, connectorId: string) {
  if (connectorId !== AUTH_CONNECTOR_ID || namespace !== namespaceServing(foyer, 'embeddedWallet'))
    return undefined
  return getAuthConnector(foyer) ? getEmbeddedWallet(foyer) : undefined
}

/** The connected account of `namespace`, when it is connected through `connectorId`. */
function connectedThrough(foyer: Foyer, namespace: ChainNamespace, connectorId: string) {
  const entry = getChainEntry(foyer, namespace)
  const account = entry?.accountState
  return account?.status === 'connected' && account.connectorId === connectorId ? entry : undefined
}

/** The wallet left (no accounts, or disconnected): a pending connect ends, a connected account clears. */
function walletWentAway(foyer: Foyer, namespace: ChainNamespace, connectorId: string): void {
  foyer.services.pendingConnects.get(connectorId)?.(new ConnectionAbortedError())
  if (!connectedThrough(foyer, namespace, connectorId)) return
  clearAccount(foyer, namespace)
}

/** The wallet's accounts changed: the first is the account now, the others are listed with it. */
function followAccounts(
  foyer: Foyer,
  namespace: ChainNamespace,
  { connectorId, addresses, accountTypes }: Parameters<AdapterEvents['accountsChanged']>[0],
): void {
  const address = addresses[0]
  if (!address) {
    walletWentAway(foyer, namespace, connectorId)
    return
  }
  const entry = connectedThrough(foyer, namespace, connectorId)
  if (!entry) return
  const network = entry.networkState.caipNetwork
  if (entry.accountState.address !== address) {
    setAccountState(foyer, namespace, {
      address,
      caipAddress: `${namespace}:${network?.id ?? ''}:${address}` as CaipAddress,
      addressExplorerUrl: getExplorerAddressUrl(network, address),
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
    })
  }
  setAccountState(foyer, namespace, { allAccounts: typedAccounts(addresses, accountTypes) })
}

/** The wallet moved to another chain: the account follows, and a chain the site did not request says so. */
function followChain(
  foyer: Foyer,
  namespace: ChainNamespace,
  { connectorId, chainId }: Parameters<AdapterEvents['chainChanged']>[0],
): void {
  const entry = connectedThrough(foyer, namespace, connectorId)
  if (!entry) return
  if (String(entry.networkState.caipNetwork?.id) === String(chainId)) return
  const { network, supported } = resolveNetwork(foyer, namespace, chainId)
  const address = entry.accountState.address ?? ''
  setNetworkState(foyer, namespace, { caipNetwork: network })
  setAccountState(foyer, namespace, {
    caipAddress: `${namespace}:${chainId}:${address}` as CaipAddress,
    addressExplorerUrl: getExplorerAddressUrl(network, address),
    balance: undefined,
    balanceSymbol: undefined,
  })
  if (supported) leaveUnsupportedChain(foyer)
  else openUnsupportedChain(foyer)
}

/**
 * The networks a pairing through `connectorId` asks for: those of every namespace whose adapter offers
 * that connector (one WalletConnect session may serve several families), this one first.
 */
function sessionNetworksOf(foyer: Foyer, namespace: ChainNamespace, connectorId: string) {
  const services = foyer.services
  const offering = [namespace, ...services.adapters.keys()].filter(
    (item, index, all) =>
      all.indexOf(item) === index &&
      (services.connectorsByNamespace.get(item) ?? []).some((connector) => connector.id === connectorId),
  )
  return offering.flatMap((item) => getChainEntry(foyer, item)?.networkState.requestedCaipNetworks ?? [])
}

/** The sign-in a pairing may do at once, when the site requests this family only. */
function oneClickSignInOf(foyer: Foyer, namespace: ChainNamespace) {
  // The pairing signs in for one family only: with another family requested, the normal sign-in flow.
  const { chains } = foyer.stores.chains.getState()
  const onlyThisFamily = Object.values(chains).every(
    (entry) =>
      entry.namespace === namespace &&
      entry.networkState.requestedCaipNetworks.every((network) => network.chainNamespace === namespace),
  )
  return onlyThisFamily ? foyer.options.siwx : undefined
}

/**
 * The events object handed to `adapter.setup`: wallet events become store updates (spec section 4).
 * Wallet events that arrive after `destroy()` are dropped.
 */
export function createAdapterEvents(foyer: Foyer, adapter: ChainAdapter): AdapterEvents {
  const namespace = adapter.namespace
  const services = foyer.services
  return {
    embeddedWallet: (connectorId) => embeddedWalletFor(foyer, namespace, connectorId),
    connectorsChanged(connectors) {
      if (services.destroyed) return
      services.connectorsByNamespace.set(namespace, [...connectors])
      publishConnectors(foyer)
    },
    accountsChanged(p) {
      if (!services.destroyed) followAccounts(foyer, namespace, p)
    },
    chainChanged(p) {
      if (!services.destroyed) followChain(foyer, namespace, p)
    },
    disconnected({ connectorId }) {
      if (!services.destroyed) walletWentAway(foyer, namespace, connectorId)
    },
    walletConnectChanged(p) {
      if (services.destroyed) return
      const current = foyer.stores.connection.getState().walletConnect ?? emptyWalletConnectState
      foyer.stores.connection.setState({ walletConnect: { ...current, ...p } })
    },
    requestedNetworks: () => getChainEntry(foyer, namespace)?.networkState.requestedCaipNetworks ?? [],
    sessionNetworks: (connectorId) => sessionNetworksOf(foyer, namespace, connectorId),
    now: foyer.services.now,
    approvedNetworksChanged({ connectorId, approvedCaipNetworkIds, supportsAllNetworks }) {
      if (services.destroyed || !connectedThrough(foyer, namespace, connectorId)) return
      setNetworkState(foyer, namespace, {
        approvedCaipNetworkIds: [...approvedCaipNetworkIds],
        supportsAllNetworks,
      })
    },
    oneClickSignIn: () => oneClickSignInOf(foyer, namespace),
    siteMetadata: () => foyer.options.metadata,
  }
}
