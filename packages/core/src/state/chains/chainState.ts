import type { AdapterFeatures } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'
import type { ChainNamespace, Network } from '../../types/network.js'
import type { AccountState, AccountType, ChainEntry, NetworkState } from '../../types/state.js'

/** Default account type per namespace (spec section 6). */
export const defaultAccountTypes: Record<ChainNamespace, AccountType> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** A disconnected account of `namespace` (spec section 3). */
export function createAccountState(namespace: ChainNamespace): AccountState {
  return {
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    smartAccountDeployed: false,
    currentTab: 'tokens',
    connectedWalletInfo: undefined,
    preferredAccountType: defaultAccountTypes[namespace],
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    allAccounts: [],
    user: undefined,
    connectorId: undefined,
  }
}

/** The network state of a namespace with `networks` requested and `selected` active. */
export function createNetworkState(networks: Network[], selected: Network | undefined): NetworkState {
  return {
    caipNetwork: selected ?? networks[0],
    requestedCaipNetworks: networks,
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: false,
    smartAccountEnabledNetworks: undefined,
  }
}

/** A fresh chain entry. */
export function createChainEntry(
  namespace: ChainNamespace,
  networks: Network[],
  selected?: Network,
): ChainEntry {
  return {
    namespace,
    networkState: createNetworkState(networks, selected),
    accountState: createAccountState(namespace),
  }
}

/** The chain entry of `namespace` (default: the active one), if any. */
export function getChainEntry(foyer: Foyer, namespace?: ChainNamespace): ChainEntry | undefined {
  const state = foyer.stores.chains.getState()
  const ns = namespace ?? state.activeNamespace
  return ns ? state.chains[ns] : undefined
}

/** Merges `partial` into the account state of `namespace`. No-op when the namespace has no entry. */
export function setAccountState(
  foyer: Foyer,
  namespace: ChainNamespace,
  partial: Partial<AccountState> | ((account: AccountState) => Partial<AccountState>),
): void {
  foyer.stores.chains.setState((state) => {
    const entry = state.chains[namespace]
    if (!entry) return {}
    const next = typeof partial === 'function' ? partial(entry.accountState) : partial
    return {
      chains: {
        ...state.chains,
        [namespace]: { ...entry, accountState: { ...entry.accountState, ...next } },
      },
    }
  })
}

/** Merges `partial` into the network state of `namespace`. No-op when the namespace has no entry. */
export function setNetworkState(
  foyer: Foyer,
  namespace: ChainNamespace,
  partial: Partial<NetworkState> | ((network: NetworkState) => Partial<NetworkState>),
): void {
  foyer.stores.chains.setState((state) => {
    const entry = state.chains[namespace]
    if (!entry) return {}
    const next = typeof partial === 'function' ? partial(entry.networkState) : partial
    return {
      chains: {
        ...state.chains,
        [namespace]: { ...entry, networkState: { ...entry.networkState, ...next } },
      },
    }
  })
}

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
