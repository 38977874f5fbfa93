import { storageKeys } from '../kernel/storage/storageKeys.js'
import { getChainEntry, setAccountState } from '../state/chains/chainState.js'
import {
  getStoredConnections,
  removeStoredConnection,
  type StoredConnection,
} from '../state/connection/lastConnection.js'
import type { AnnouncedConnection } from '../state/connection/otherTabs.js'
import { syncAccount } from '../state/connection/syncAccount.js'
import { openUnsupportedChain, showFollowedAccount } from '../state/modal/navigation.js'
import { cancel, schedule } from '../state/services.js'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { prepareAdapters } from './prepareAdapters.js'

/** How long session restore waits for the stored connector to be announced. */
export const restoreConnectorTimeout = 1500

function findConnector(foyer: Foyer, namespace: ChainNamespace, connectorId: string): Connector | undefined {
  return foyer.stores.chains
    .getState()
    .connectors.find((connector) => connector.id === connectorId && connector.chain === namespace)
}

function waitForConnector(
  foyer: Foyer,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<Connector | undefined> {
  const present = findConnector(foyer, namespace, connectorId)
  if (present) return Promise.resolve(present)
  return new Promise((resolve) => {
    const finish = (connector: Connector | undefined): void => {
      unsubscribe()
      cancel(foyer, timer)
      resolve(connector)
    }
    const unsubscribe = foyer.stores.chains.subscribe(() => {
      const connector = findConnector(foyer, namespace, connectorId)
      if (connector) finish(connector)
    })
    const timer = schedule(foyer, () => finish(undefined), restoreConnectorTimeout)
  })
}

/**
 * Restores one stored connection. `active`: it was the active namespace's (stored last); another one
 * becomes active only while the active namespace has no connection. `following`: another tab made it
 * (`followConnections`), so a failure leaves the stored connection to that tab and a WalletConnect
 * session is not taken up here.
 */
async function restoreConnection(
  foyer: Foyer,
  { namespace, connectorId }: StoredConnection,
  { active, following = false }: { active: boolean; following?: boolean },
): Promise<void> {
  const services = foyer.services
  const adapter = services.adapters.get(namespace)
  if (!adapter?.reconnect || !getChainEntry(foyer, namespace)) return
  if (following && getChainEntry(foyer, namespace)?.accountState.status !== 'disconnected') return
  // When the connector is already known, show 'connecting' right away (no flash of 'Connect Wallet').
  let present = findConnector(foyer, namespace, connectorId)
  if (!present && adapter.prepare) {
    // Announced wallets are listed once the adapter validated them: 'connecting' meanwhile, as a
    // stored wallet is most likely there.
    setAccountState(foyer, namespace, { status: 'connecting' })
    await prepareAdapters(foyer)
    present = findConnector(foyer, namespace, connectorId)
    if (!present && getChainEntry(foyer, namespace)?.accountState.status === 'connecting')
      setAccountState(foyer, namespace, { status: 'disconnected' })
  }
  if (present) setAccountState(foyer, namespace, { status: 'connecting' })
  const connector = present ?? (await waitForConnector(foyer, namespace, connectorId))
  // Not announced in time: keep the stored connection for the next page load.
  if (!connector || services.destroyed) return
  const giveUp = (): void => {
    if (!following) removeStoredConnection(services.storage, namespace)
    if (getChainEntry(foyer, namespace)?.accountState.status === 'connecting')
      setAccountState(foyer, namespace, { status: 'disconnected' })
  }
  // A WalletConnect session answers on the relay to the tab that made it: a second tab's client on the
  // same topic would take messages meant for it. That tab keeps it; another picks it up on its next load.
  // (Set 'connecting' just above in the same task when the connector was present: nothing is drawn.)
  if (following && connector.type === 'WALLET_CONNECT') return giveUp()
  const entry = getChainEntry(foyer, namespace)
  const network = entry?.networkState.caipNetwork ?? entry?.networkState.requestedCaipNetworks[0]
  const status = entry?.accountState.status
  // A connect started by the user meanwhile wins.
  if (!network || (status !== 'disconnected' && !(present && status === 'connecting'))) return

  setAccountState(foyer, namespace, { status: 'connecting' })
  try {
    const result = await adapter.reconnect({ connectorId, network })
    if (services.destroyed) return
    if (!result) {
      giveUp()
      return
    }
    // The active family's state, when it is another (this one is 'connecting' by the restore itself).
    const { activeNamespace } = foyer.stores.chains.getState()
    const current =
      activeNamespace === namespace ? undefined : getChainEntry(foyer, activeNamespace)?.accountState
    // A follower never takes the active place from a connect the visitor is making in this tab.
    const activate =
      (active || current?.status !== 'connected') && !(following && current?.status === 'connecting')
    const { supported } = syncAccount(foyer, { namespace, connectorId, connector, result, activate })
    // The email login's address and the social username are kept by the page (spec section 3).
    if (connector.type === 'AUTH')
      setAccountState(foyer, namespace, {
        user: {
          email: services.storage.getItem(storageKeys.email),
          username: services.storage.getItem(storageKeys.socialUsername),
        },
      })
    if (!supported && activate) openUnsupportedChain(foyer)
    else if (following && activate) showFollowedAccount(foyer)
  } catch (error) {
    console.warn('Foyer: could not restore the previous session', error)
    giveUp()
  }
}

/**
 * Silently re-attaches to the wallets of the last session (no prompt): for each stored connection,
 * waits up to 1500 ms for its connector, then calls `adapter.reconnect`. A failure forgets the stored
 * connection. Does nothing (no request at all) when nothing is stored.
 */
export function restoreSession(foyer: Foyer): void {
  const stored = getStoredConnections(foyer.services.storage)
  stored.forEach((connection, index) => {
    void restoreConnection(foyer, connection, { active: index === stored.length - 1 })
  })
}

/**
 * What another tab of the site connected (actions/watchOtherTabs.ts), restored here as this tab's next
 * load would: silently, each namespace that is not connected here (one connected here, to this wallet or
 * another, is left as it is), the last one active. A failure only leaves the namespace disconnected; the
 * stored connection is the other tab's. Not followed: a WalletConnect session (see above), and any connect
 * when sign-in is on, whose check would ask for a signature in a tab the visitor is not looking at; such
 * a tab connects at its next load, signed in already if the visitor signed in meanwhile.
 */
export function followConnections(foyer: Foyer, connected: AnnouncedConnection[]): void {
  if (foyer.options.siwx) return
  // A connect made there before the visitor disconnected that namespace here, told only now (the
  // other tab tells once every family of the wallet connected), is not taken up: this tab's next load
  // would not restore it either (the disconnect removed the namespace's stored connection).
  const { disconnectedAt } = foyer.services
  const followed = connected.filter(
    ({ namespace, at }) =>
      at === undefined || at > (disconnectedAt.get(namespace) ?? Number.NEGATIVE_INFINITY),
  )
  followed.forEach((connection, index) => {
    void restoreConnection(foyer, connection, { active: index === followed.length - 1, following: true })
  })
}
