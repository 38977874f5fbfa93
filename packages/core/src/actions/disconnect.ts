import { DisconnectError } from '../kernel/errors/connection.js'
import { getChainEntry } from '../state/chains/chainState.js'
import { clearAccount } from '../state/connection/clearAccount.js'
import { removeStoredConnection, type StoredConnection } from '../state/connection/lastConnection.js'
import { announceDisconnect } from '../state/connection/otherTabs.js'
import { isSameWallet } from '../state/connection/sameWallet.js'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import type { ChainEntry } from '../types/state.js'

export interface DisconnectParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type DisconnectReturnType = undefined

export type DisconnectErrorType = DisconnectError

/** Connector kinds whose one session spans several namespaces (spec section 4). */
const sharedSessionTypes: ReadonlySet<ConnectorType> = new Set<ConnectorType>(['WALLET_CONNECT', 'AUTH'])

function connectorOf(foyer: Foyer, entry: ChainEntry): Connector | undefined {
  const { connectorId } = entry.accountState
  return foyer.stores.chains
    .getState()
    .connectors.find((connector) => connector.id === connectorId && connector.chain === entry.namespace)
}

function connectorTypeOf(foyer: Foyer, entry: ChainEntry): ConnectorType | undefined {
  const { connectorId, connectedWalletInfo } = entry.accountState
  if (connectedWalletInfo) return connectedWalletInfo.type
  return foyer.stores.chains.getState().connectors.find((connector) => connector.id === connectorId)?.type
}

/**
 * Disconnects a namespace (default: the active one). A WalletConnect or auth connection also
 * disconnects every other namespace connected through the same kind of connector, and any wallet its
 * other families connected through (a wallet installed in two families). When another family stays
 * connected (another wallet), it becomes the active one (`clearAccount`). Local state is
 * always cleared per spec section 4 (status, connector id, address, balance, profile, stored connection,
 * email / last chain / social username keys, connection error); the router resets to Connect and the
 * modal closes. The site's other tabs are told, and end the same connections (watchOtherTabs.ts). When an
 * adapter fails to disconnect, DISCONNECT_ERROR is tracked and `DisconnectError` ('Failed to disconnect')
 * is thrown after the local clean-up.
 *
 * @example
 * import { disconnect } from '@foyer/core'
 *
 * await disconnect(foyer)
 */
export async function disconnect(
  foyer: Foyer,
  { namespace }: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const failures = await endConnection(foyer, namespace, { announce: true })
  if (failures.length > 0) {
    const error = new DisconnectError({ cause: failures[0] })
    foyer.track({ event: 'DISCONNECT_ERROR', properties: { message: error.details } })
    throw error
  }
  foyer.track({ event: 'DISCONNECT_SUCCESS' })
}

/**
 * What `disconnect` does when another tab of the site ended this connection (watchOtherTabs.ts): the same
 * clean-up, its wallets asked too, but nothing told on to the other tabs and nothing tracked (the tab
 * where the visitor disconnected did); a wallet that fails is logged.
 */
export async function disconnectFollowingOtherTab(foyer: Foyer, namespace: ChainNamespace): Promise<void> {
  const failures = await endConnection(foyer, namespace, { announce: false })
  if (failures.length > 0) console.warn('Foyer: a wallet failed to disconnect', failures[0])
}

/** Ends the connection of `namespace` and of those that share it; answers the wallets' failures. */
async function endConnection(
  foyer: Foyer,
  namespace: ChainNamespace | undefined,
  { announce }: { announce: boolean },
): Promise<unknown[]> {
  const entry = getChainEntry(foyer, namespace)
  const { adapters } = foyer.services
  const targets: ChainEntry[] = []
  if (entry) {
    targets.push(entry)
    const type = connectorTypeOf(foyer, entry)
    const connector = connectorOf(foyer, entry)
    const others = Object.values(foyer.stores.chains.getState().chains).filter((other) => {
      if (other.namespace === entry.namespace || other.accountState.connectorId === undefined) return false
      if (type && sharedSessionTypes.has(type) && connectorTypeOf(foyer, other) === type) return true
      const otherConnector = connectorOf(foyer, other)
      return (
        connector !== undefined && otherConnector !== undefined && isSameWallet(connector, otherConnector)
      )
    })
    targets.push(...others)
  }

  // Forgotten before the wallets are asked: a visitor who reloads or closes the page while a wallet
  // is still answering its disconnect must not be reconnected on the next load (a reload right after
  // Disconnect reconnected the dev wallet on a loaded machine, connect.spec's legal checkbox test).
  for (const target of targets) {
    removeStoredConnection(foyer.services.storage, target.namespace)
    foyer.services.disconnectedAt.set(target.namespace, foyer.services.now())
  }
  const ended: StoredConnection[] = []
  const failures: unknown[] = []
  for (const target of targets) {
    const adapter = adapters.get(target.namespace)
    const { connectorId } = target.accountState
    if (!connectorId) continue
    ended.push({ namespace: target.namespace, connectorId })
    if (!adapter) continue
    try {
      await adapter.disconnect({ connectorId })
    } catch (error) {
      failures.push(error)
    }
  }
  // Told once the wallets answered, so that another tab asks its own after this one's are done.
  if (announce) announceDisconnect(foyer, ended)

  // The namespace asked for last: while it is cleared no other is connected, so it stays the active one.
  for (const target of [...targets].reverse()) clearAccount(foyer, target.namespace)
  // Spec section 4: also clears the WalletConnect URI, pairing expiry and linking.
  foyer.stores.connection.setState({
    pendingConnectorId: undefined,
    error: undefined,
    walletConnect: undefined,
  })
  foyer.reset('Connect')
  if (foyer.options.enableEmbedded) foyer.close()
  else foyer.stores.modal.setState({ open: false })
  return failures
}
