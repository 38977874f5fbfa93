import type { ChainAdapter, Connector, RequestsRpc, SignsMessages, SwitchesNetworks } from '@foyer/core'
import { loadCode } from '@foyer/core/adapter'
import { createDiscovery } from './discovery/createDiscovery.js'
import { walletConnectEntry } from './discovery/walletConnectEntry.js'
import type { PolkadotAdapterContext } from './internal/context.js'
import type { PolkadotAdapterParameters, PolkadotWindow } from './types.js'

export type PolkadotAdapter = ChainAdapter &
  Required<Pick<ChainAdapter, 'prepare' | 'reconnect'>> &
  SwitchesNetworks &
  SignsMessages &
  RequestsRpc

/**
 * Operations load on first use (connect, session restore): page load pays only for discovery. A
 * failed download is a CodeLoadError (offline, a deploy in progress); the next call tries again.
 */
const loadActions = () => loadCode(() => import('./actions/index.js'))

const DEFAULT_CONNECT_TIMEOUT_MS = 300_000

/** The window to read: the given one, the global one in a browser, none elsewhere. */
function windowOf(parameters: PolkadotAdapterParameters): PolkadotWindow | undefined {
  if (parameters.window) return parameters.window
  return typeof window === 'undefined' ? undefined : (window as unknown as PolkadotWindow)
}

/**
 * The Polkadot chain adapter: discovery of injected extensions through `window.injectedWeb3` (the
 * `@polkadot/extension-inject` protocol: polkadot-js, Talisman, SubWallet…), connection with the
 * extension's accounts (named as in the extension, SS58 addresses of the active network), account
 * changes, network switching between Polkadot, Kusama and Westend (the same accounts re-encoded, no
 * wallet call), `signRaw` message signatures, and WalletConnect's `polkadot_signMessage` /
 * `polkadot_signTransaction` requests. Given the host's WalletConnect connector (`walletConnect`), it also
 * lists WalletConnect and connects the session's polkadot accounts, which sign over WalletConnect's
 * Polkadot RPC (that code loads with the first operation). It has no `getBalance`: spec section 9 gives balances to EVM and
 * Solana only, and core leaves the balance of a family without it unknown. Each call returns a new
 * adapter with its own state.
 *
 * @example
 * import { createFoyer } from '@foyer/core'
 * import { kusama, polkadot, polkadotAdapter } from '@foyer/polkadot'
 *
 * const foyer = createFoyer({ projectId, networks: [polkadot, kusama], adapters: [polkadotAdapter()] })
 * // One WalletConnect session for every family: give each adapter the same connector.
 * const connector = walletConnect({ projectId })
 * const adapters = [evmAdapter({ walletConnect: connector }), polkadotAdapter({ walletConnect: connector })]
 */
export function polkadotAdapter(parameters: PolkadotAdapterParameters = {}): PolkadotAdapter {
  const target = windowOf(parameters)
  const context: PolkadotAdapterContext = {
    discovery: createDiscovery(target),
    window: target,
    events: undefined,
    sessions: new Map(),
    appName: parameters.appName,
    ss58Prefixes: parameters.ss58Prefixes,
    connectTimeoutMs: parameters.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    walletConnect: parameters.walletConnect,
    walletConnectExtension: undefined,
  }
  // The Connect-view entry of WalletConnect (core lists a connector offered by several families once).
  const walletConnect = parameters.walletConnect && walletConnectEntry(parameters.walletConnect)
  const withWalletConnect = (connectors: Connector[]): Connector[] =>
    walletConnect ? [walletConnect, ...connectors] : connectors
  const actions = async () => {
    await context.discovery.prepare()
    return loadActions()
  }

  return {
    namespace: 'polkadot',
    setup(events) {
      context.events = events
      const stopDiscovery = context.discovery.start((connectors) => {
        events.connectorsChanged(withWalletConnect(connectors))
        // An extension that leaves the page (disabled, removed, or its entry replaced) ends its connection;
        // a WalletConnect session ends with the wallet's session_delete instead.
        for (const [connectorId, session] of [...context.sessions]) {
          if (connectorId === walletConnect?.id) continue
          if (context.discovery.getExtension(connectorId)?.provider === session.provider) continue
          session.unsubscribe()
          context.sessions.delete(connectorId)
          events.disconnected({ connectorId })
        }
      })
      return () => {
        stopDiscovery()
        for (const session of context.sessions.values()) session.unsubscribe()
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
