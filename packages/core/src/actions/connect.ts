import type { FoyerError } from '../kernel/errors/base.js'
import type { ConnectionAbortedError, ProviderNotFoundError } from '../kernel/errors/connection.js'
import {
  AdapterNotFoundError,
  ConnectorNotFoundError,
  RELAY_UNREACHABLE_CODE,
} from '../kernel/errors/connection.js'
import { NetworkNotFoundError } from '../kernel/errors/network.js'
import type { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { toFoyerError } from '../kernel/errors/toFoyerError.js'
import { getChainEntry, setAccountState } from '../state/chains/chainState.js'
import { toConnectionError } from '../state/connection/connectionError.js'
import { type AnnouncedConnection, announceConnect } from '../state/connection/otherTabs.js'
import { addRecentWallet } from '../state/connection/recentWallets.js'
import { isSameWallet } from '../state/connection/sameWallet.js'
import { syncAccount } from '../state/connection/syncAccount.js'
import {
  connectingViews,
  isModalShown,
  opensUnsupportedChain,
  openUnsupportedChain,
  showConnecting,
} from '../state/modal/navigation.js'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import type { ConnectionStatus } from '../types/state.js'
import { prepareAdapters } from './prepareAdapters.js'
import { shake } from './shake.js'

export interface ConnectParameters {
  /** Id of a connector in `stores.chains.connectors`. */
  connectorId: string
}

export interface ConnectReturnType {
  address: string
  chainId: number | string
  namespace: ChainNamespace
}

export type ConnectErrorType =
  | ConnectorNotFoundError
  | AdapterNotFoundError
  | NetworkNotFoundError
  | UserRejectedRequestError
  | ProviderNotFoundError
  | ConnectionAbortedError
  | FoyerError

/**
 * The connector with `connectorId`. A wallet offered by several namespaces is taken for the namespace
 * being switched to (Connect offers that namespace's wallets then), else for the active one.
 */
function findConnector(foyer: Foyer, connectorId: string): Connector | undefined {
  const { connectors, activeNamespace, switchingNamespace } = foyer.stores.chains.getState()
  const matches = connectors.filter((connector) => connector.id === connectorId)
  const namespace = switchingNamespace ?? activeNamespace
  return matches.find((connector) => connector.chain === namespace) ?? matches[0]
}

/**
 * After `connector` connected `namespace`, the same wallet's other families connect too (spec section
 * 4: a different namespace syncs the WalletConnect account), silently (`reconnect`): a WalletConnect
 * session's other namespaces are read from the session, and a wallet installed in several families gives
 * the accounts its one approval covered (a multi-chain wallet such as Phantom). Never a second prompt: a
 * wallet that wants one for its other family is connected there when the visitor switches to it. A
 * family that already has a connection keeps it. Never rejects; answers the connections it made.
 */
async function connectOtherFamilies(
  foyer: Foyer,
  namespace: ChainNamespace,
  connector: Connector,
): Promise<AnnouncedConnection[]> {
  const made: AnnouncedConnection[] = []
  const { connectors } = foyer.stores.chains.getState()
  for (const [other, adapter] of foyer.services.adapters) {
    if (other === namespace) continue
    const sibling = connectors.find((item) => item.chain === other && isSameWallet(item, connector))
    const entry = getChainEntry(foyer, other)
    const network = entry?.networkState.caipNetwork ?? entry?.networkState.requestedCaipNetworks[0]
    if (!sibling || !network || entry?.accountState.status !== 'disconnected') continue
    setAccountState(foyer, other, { status: 'connecting' })
    try {
      const result = await adapter.reconnect?.({ connectorId: sibling.id, network })
      if (result && getChainEntry(foyer, other)?.accountState.status === 'connecting') {
        syncAccount(foyer, {
          namespace: other,
          connectorId: sibling.id,
          connector: sibling,
          result,
          activate: false,
        })
        made.push({ namespace: other, connectorId: sibling.id, at: foyer.services.now() })
        continue
      }
    } catch (error) {
      console.warn(`Foyer: ${sibling.name} did not connect its ${other} account too`, error)
    }
    if (getChainEntry(foyer, other)?.accountState.status === 'connecting')
      setAccountState(foyer, other, { status: 'disconnected' })
  }
  return made
}

/** Rejects when the wallet disconnects or drops its accounts before `promise` settles. */
function abortable<T>(foyer: Foyer, connectorId: string, promise: Promise<T>): Promise<T> {
  const { pendingConnects } = foyer.services
  return new Promise<T>((resolve, reject) => {
    const abort = (error: Error): void => reject(error)
    pendingConnects.set(connectorId, abort)
    const settle = (): void => {
      if (pendingConnects.get(connectorId) === abort) pendingConnects.delete(connectorId)
    }
    promise.then(
      (value) => {
        settle()
        resolve(value)
      },
      (error: unknown) => {
        settle()
        reject(error)
      },
    )
  })
}

/**
 * A WalletConnect pairing waits for a phone that may never scan its code: once the modal closes, the code
 * is gone from the screen, and the page's button must not say 'Connecting...' until the pairing expires
 * (minutes later). On close the namespace's status goes back to what it was; the pairing stays open, so
 * a phone that had scanned can still approve, and the connection then completes as usual. Returns the
 * unsubscribe function.
 */
function settleStatusOnClose(
  foyer: Foyer,
  namespace: ChainNamespace,
  previousStatus: ConnectionStatus | undefined,
): () => void {
  return foyer.stores.modal.subscribe(({ open }, previous) => {
    if (open || !previous.open || foyer.options.enableEmbedded) return
    if (getChainEntry(foyer, namespace)?.accountState.status === 'connecting')
      restoreStatus(foyer, namespace, previousStatus)
  })
}

/** A connect that ended or was left: the namespace is connected again only if it was, with its address. */
function restoreStatus(
  foyer: Foyer,
  namespace: ChainNamespace,
  previousStatus: ConnectionStatus | undefined,
): void {
  const address = getChainEntry(foyer, namespace)?.accountState.address
  setAccountState(foyer, namespace, {
    status: previousStatus === 'connected' && address ? 'connected' : 'disconnected',
  })
}

/**
 * Connects the wallet behind a connector. While connecting, the namespace's status is 'connecting' and
 * `connection.pendingConnectorId` is set. On success the account is synced (address, CAIP address,
 * wallet info, network or an 'Unknown Network' placeholder, explorer URL), the wallet becomes the most
 * recent one and the connection is persisted for session restore; the balance is fetched in the
 * background. The site's other tabs are told, and restore it where that namespace is not connected.
 * Started from an open modal's wallet list (Connect, AllWallets), the modal shows the connector's
 * connecting view (QR code or the wallet's prompt). The same wallet's other families connect
 * alongside (a WalletConnect session's other namespaces, a wallet installed in several families); the
 * namespace chosen stays the active one. On success an open modal on a
 * connecting view closes (or shows SIWXSignMessage when sign-in is on,
 * or UnsupportedChain when the wallet is on a network the host did not request).
 *
 * On failure the status goes back, `connection.error` gets `{ code, message }` (for a user rejection the
 * wallet's own message), the modal shakes and the typed error is thrown; a WalletConnect relay that
 * could not be reached in time also raises the sockets timeout alert ('Connection Timed Out'), which the
 * next connect clears.
 *
 * @example
 * import { connect } from '@foyer/core'
 *
 * const { address, chainId } = await connect(foyer, { connectorId: 'io.metamask' })
 */
export async function connect(foyer: Foyer, { connectorId }: ConnectParameters): Promise<ConnectReturnType> {
  const { stores } = foyer
  let connector = findConnector(foyer, connectorId)
  // An announced wallet is listed once its adapter validated the announcements (page load defers it).
  if (!connector && !foyer.services.adaptersPrepared) {
    await prepareAdapters(foyer)
    connector = findConnector(foyer, connectorId)
  }
  const namespace = connector?.chain
  const previousStatus = namespace ? getChainEntry(foyer, namespace)?.accountState.status : undefined
  // A new try ends the last one's sockets timeout alert (raised again below if this one times out too):
  // it must not stay over a pairing that works.
  if (stores.alert.getState().key === 'alert.socketsTimeout') stores.alert.setState({ key: undefined })
  let stopWatch: (() => void) | undefined
  try {
    if (!connector || !namespace) throw new ConnectorNotFoundError({ connectorId })
    const adapter = foyer.services.adapters.get(namespace)
    if (!adapter) throw new AdapterNotFoundError({ namespace })
    const entry = getChainEntry(foyer, namespace)
    const network = entry?.networkState.caipNetwork ?? entry?.networkState.requestedCaipNetworks[0]
    if (!network) throw new NetworkNotFoundError()

    showConnecting(foyer, connector)
    setAccountState(foyer, namespace, { status: 'connecting' })
    stores.connection.setState({ pendingConnectorId: connectorId, error: undefined })
    if (connector.type === 'WALLET_CONNECT') stopWatch = settleStatusOnClose(foyer, namespace, previousStatus)
    const result = await abortable(foyer, connectorId, adapter.connect({ connectorId, network }))
    stopWatch?.()

    const { network: connectedNetwork, supported } = syncAccount(foyer, {
      namespace,
      connectorId,
      connector,
      result,
    })
    const connectedAt = foyer.services.now()
    const alongside = await connectOtherFamilies(foyer, namespace, connector)
    // The site's other tabs restore it where the namespace is not connected (the active one last), each
    // with when it connected: the other families can take seconds (a wallet deriving its keys), and a
    // tab whose visitor disconnected that namespace meanwhile does not take this connection up.
    announceConnect(foyer, [...alongside, { namespace, connectorId, at: connectedAt }])
    stores.connection.setState({ pendingConnectorId: undefined, error: undefined })
    addRecentWallet(foyer, { id: connector.id, rdns: connector.info?.rdns })
    foyer.track({
      event: 'CONNECT_SUCCESS',
      properties: {
        name: connector.name,
        type: connector.type,
        caipNetworkId: connectedNetwork.caipNetworkId,
      },
    })

    if (!supported && opensUnsupportedChain(foyer)) openUnsupportedChain(foyer)
    // With sign-in on, the check that follows every account change (internal/watchSignIn) decides.
    else if (foyer.options.siwx) return { address: result.address, chainId: result.chainId, namespace }
    else if (isModalShown(foyer) && connectingViews.has(stores.router.getState().view)) {
      foyer.reset('Account')
      foyer.close()
    }
    return { address: result.address, chainId: result.chainId, namespace }
  } catch (cause) {
    stopWatch?.()
    const error = toFoyerError(cause)
    if (namespace) restoreStatus(foyer, namespace, previousStatus)
    stores.connection.setState({ pendingConnectorId: undefined, error: toConnectionError(error) })
    // The WalletConnect relay's socket did not open in time: spec section 8's sockets timeout alert.
    if (error.code === RELAY_UNREACHABLE_CODE) stores.alert.setState({ key: 'alert.socketsTimeout' })
    shake(foyer)
    foyer.track({ event: 'CONNECT_ERROR', properties: { code: error.code, message: error.shortMessage } })
    throw error
  }
}
