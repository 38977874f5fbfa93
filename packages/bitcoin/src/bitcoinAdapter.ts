import type { ChainAdapter, Connector, RequestsRpc, SignsMessages, SwitchesNetworks } from '@foyer/core'
import { loadCode } from '@foyer/core/adapter'
import { getWallets } from '@wallet-standard/app'
import { createDiscovery } from './discovery/createDiscovery.js'
import { createWalletRegistry, type WalletRegistry } from './discovery/createWalletRegistry.js'
import type { BitcoinAdapterContext } from './internal/context.js'
import type { BitcoinAdapterParameters } from './types.js'

export type BitcoinAdapter = ChainAdapter &
  Required<Pick<ChainAdapter, 'prepare' | 'reconnect'>> &
  SwitchesNetworks &
  SignsMessages &
  RequestsRpc

/**
 * Operations load on first use (connect, session restore): page load pays only for discovery. A
 * failed download is a CodeLoadError (offline, a deploy in progress); the next call tries again.
 */
const loadActions = () => loadCode(() => import('./actions/index.js'))

/** Where the adapter finds Wallet Standard wallets: a registry on the given window, the page's shared one, or none. */
function registryOf(
  parameters: BitcoinAdapterParameters,
): (() => WalletRegistry & { close?(): void }) | undefined {
  const given = parameters.window
  if (given) return () => createWalletRegistry(given)
  return typeof window === 'undefined' ? undefined : getWallets
}

/** Where the adapter finds sats-connect providers (`btc_providers`): the given window, the page's, or none. */
function satsWindowOf(parameters: BitcoinAdapterParameters): object | undefined {
  if (parameters.satsConnect === false) return undefined
  return parameters.window ?? (typeof window === 'undefined' ? undefined : window)
}

/**
 * The Bitcoin chain adapter (namespace bip122): discovery of Wallet Standard wallets with the Bitcoin
 * extension (`bitcoin:connect`) and of sats-connect providers (`window.btc_providers`), connection with
 * the payment address first and the ordinals address beside it, silent session restore, account and
 * network events, switching among the networks the wallet declares, BIP-322 `signMessage`, and
 * `request` for `signPsbt`. With `walletConnect`, the session's bip122 namespace is one more wallet
 * (WalletConnect's Bitcoin RPC), whose code loads with the operations. No balance (spec section 9): the
 * adapter has no `getBalance` (core's `ReadsBalances`), so Account shows neither a balance nor the tabs.
 * Each call returns a new adapter with its own state.
 *
 * @example
 * import { createFoyer } from '@foyer/core'
 * import { bitcoinAdapter, bitcoinMainnet } from '@foyer/bitcoin'
 *
 * const foyer = createFoyer({ projectId, networks: [bitcoinMainnet], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(parameters: BitcoinAdapterParameters = {}): BitcoinAdapter {
  const context: BitcoinAdapterContext = {
    discovery: createDiscovery({
      openRegistry: registryOf(parameters),
      satsWindow: satsWindowOf(parameters),
    }),
    purposes: parameters.purposes ?? ['payment', 'ordinals'],
    events: undefined,
    sessions: new Map(),
    watchers: new Map(),
    clients: new WeakMap(),
    walletConnect: parameters.walletConnect,
    walletConnectClient: undefined,
  }
  const walletConnect = parameters.walletConnect
  // The Connect-view entry of WalletConnect (core lists a connector offered by several families once).
  const walletConnectEntry: Connector | undefined = walletConnect && {
    id: walletConnect.id,
    name: walletConnect.name,
    type: 'WALLET_CONNECT',
    chain: 'bip122',
    ...(walletConnect.imageUrl ? { imageUrl: walletConnect.imageUrl } : {}),
    installed: true,
  }
  const withWalletConnect = (connectors: Connector[]): Connector[] =>
    walletConnectEntry ? [walletConnectEntry, ...connectors] : connectors
  const actions = async () => {
    await context.discovery.prepare()
    return loadActions()
  }
  return {
    namespace: 'bip122',
    setup(events) {
      context.events = events
      const stopDiscovery = context.discovery.start((discovered) => {
        const connectors = withWalletConnect(discovered)
        events.connectorsChanged(connectors)
        // A wallet that unregisters (its extension disabled or removed) takes its connection with it.
        for (const connectorId of [...context.sessions.keys()]) {
          if (connectors.some((connector) => connector.id === connectorId)) continue
          context.sessions.delete(connectorId)
          context.watchers.get(connectorId)?.stop()
          context.watchers.delete(connectorId)
          events.disconnected({ connectorId })
        }
      })
      return () => {
        stopDiscovery()
        for (const watcher of context.watchers.values()) watcher.stop()
        context.watchers.clear()
        if (context.events === events) context.events = undefined
      }
    },
    getConnectors: () => withWalletConnect(context.discovery.getConnectors()),
    prepare: () => context.discovery.prepare(),
    connect: async (p) => (await actions()).connect(context, p),
    reconnect: async (p) => (await actions()).reconnect(context, p),
    disconnect: async (p) => (await actions()).disconnect(context, p),
    switchNetwork: async (p) => (await actions()).switchNetwork(context, p),
    signMessage: async (p) => (await actions()).signMessage(context, p),
    request: async (p) => (await actions()).request(context, p),
  }
}
