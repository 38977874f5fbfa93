import type { ConnectResult, Network } from '@foyer/core'
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
 * list (extensions call back at once with the current accounts) reports nothing.
 */
export function openSession(
  context: PolkadotAdapterContext,
  { connectorId, provider, injected, accounts, network }: OpenSessionParameters,
): ConnectResult {
  context.sessions.get(connectorId)?.unsubscribe()
  const ordered = orderForNetwork(accounts, network)
  const session: Session = { provider, injected, accounts: ordered, network, unsubscribe: () => undefined }
  context.sessions.set(connectorId, session)
  session.unsubscribe = subscribe(context, connectorId, session)
  const addresses = addressesOn(context, ordered, network)
  return { address: addresses[0]!, addresses, chainId: referenceOf(network) }
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
