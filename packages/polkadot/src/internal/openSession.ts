import type { ApprovedNetworks, ConnectResult, Network } from '@foyer/core'
import type { Injected, InjectedWindowProvider } from '../types.js'
import { addressesOn, orderForNetwork } from './accounts.js'
import type { PolkadotAccount, PolkadotAdapterContext, Session } from './context.js'
import { parseAccounts } from './parseInjected.js'

export interface OpenSessionParameters {
  connectorId: string
  provider: InjectedWindowProvider
  injected: Injected
  /** The extension's accounts, at least one. */
  accounts: readonly PolkadotAccount[]
  network: Network
  /** The networks the wallet approved (a WalletConnect session); undefined: any network. */
  approvedNetworks?: (() => ApprovedNetworks | undefined) | undefined
}

/** The CAIP-2 reference of a network ('polkadot:<reference>'): core's chain id of the connection. */
export function referenceOf(network: Network): string {
  return network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)
}

/**
 * Records a connection, follows the extension's account list (`accounts.subscribe`) and tells core where
 * the wallet is. An extension has no active network: the site chooses one, and the addresses are that
 * network's SS58 form of the account ids. Changes of the list are reported with `accountsChanged` (the
 * first is the active one); an empty list ends the connection. A subscription that only repeats the
 * list (extensions call back at once with the current accounts) reports nothing. A wallet that says which
 * networks it approved (a WalletConnect session) has them in the result; when it did not approve
 * `network`, the connection is on the first requested network it did, if any.
 */
export function openSession(
  context: PolkadotAdapterContext,
  { connectorId, provider, injected, accounts, network, approvedNetworks }: OpenSessionParameters,
): ConnectResult {
  context.sessions.get(connectorId)?.unsubscribe()
  const approved = approvedNetworks?.()
  const active = approved ? approvedNetworkOf(context, approved, network) : network
  const ordered = orderForNetwork(accounts, active)
  const session: Session = {
    provider,
    injected,
    accounts: ordered,
    network: active,
    approvedNetworks,
    unsubscribe: () => undefined,
  }
  context.sessions.set(connectorId, session)
  session.unsubscribe = subscribe(context, connectorId, session)
  const addresses = addressesOn(context, ordered, active)
  return {
    address: addresses[0]!,
    addresses,
    chainId: referenceOf(active),
    ...(approved ? { approvedNetworks: approved } : {}),
  }
}

/** `network` when the wallet approved it, else the first requested polkadot network it did, else `network`. */
function approvedNetworkOf(
  context: PolkadotAdapterContext,
  approved: ApprovedNetworks,
  network: Network,
): Network {
  const usable = (item: Network) =>
    approved.supportsAllNetworks || approved.approvedCaipNetworkIds.includes(item.caipNetworkId)
  if (usable(network)) return network
  const requested = context.events?.requestedNetworks?.() ?? []
  return requested.find((item) => item.chainNamespace === 'polkadot' && usable(item)) ?? network
}

/** Follows `accounts.subscribe` for `session`; returns the function that stops it. */
function subscribe(context: PolkadotAdapterContext, connectorId: string, session: Session): () => void {
  const onAccounts = (value: unknown) => {
    if (context.sessions.get(connectorId) !== session) return
    const before = addressesOn(context, session.accounts, session.network).join()
    const accounts = orderForNetwork(parseAccounts(value), session.network)
    const addresses = addressesOn(context, accounts, session.network)
    if (addresses.join() === before) return
    if (accounts.length === 0) {
      session.unsubscribe()
      context.sessions.delete(connectorId)
    } else session.accounts = accounts
    context.events?.accountsChanged({ connectorId, addresses })
  }
  let off: unknown
  try {
    off = session.injected.accounts.subscribe(onAccounts)
  } catch (error) {
    console.warn('Foyer: could not follow the extension’s accounts', error)
    return () => undefined
  }
  return () => {
    if (typeof off !== 'function') return
    try {
      off()
    } catch (error) {
      console.warn('Foyer: could not stop following the extension’s accounts', error)
    }
  }
}
