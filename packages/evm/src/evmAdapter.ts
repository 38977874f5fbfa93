import type {
  ChainAdapter,
  Connector,
  ReadsBalances,
  RequestsRpc,
  SendsTransfers,
  SignsMessages,
  SwapsTokens,
  SwitchesNetworks,
} from '@foyer/core'
import { loadCode } from '@foyer/core/adapter'
import { createDiscovery } from './discovery/createDiscovery.js'
import { checkRequest } from './internal/checkRequest.js'
import type { EvmAdapterContext } from './internal/context.js'
import { toWalletConnectConnector } from './internal/walletConnect.js'
import type { EvmAdapterParameters, EvmWindow } from './types.js'

export type EvmAdapter = ChainAdapter &
  ReadsBalances &
  SwitchesNetworks &
  SignsMessages &
  RequestsRpc &
  SendsTransfers &
  SwapsTokens

function defaultWindow(): EvmWindow | undefined {
  return typeof window === 'undefined' ? undefined : window
}

/**
 * Operations load on first use (connect, session restore): page load pays only for discovery. A
 * failed download is a CodeLoadError (offline, a deploy in progress); the next call tries again.
 */
const loadActions = () => loadCode(() => import('./actions/index.js'))

/**
 * The EVM (`eip155`) chain adapter: EIP-6963 discovery plus the legacy `window.ethereum` slot, connection
 * over EIP-1193, network switching (EIP-3326 / EIP-3085), `personal_sign`, and native balances over the
 * network's JSON-RPC endpoint. Each call returns a new adapter with its own state: give each Foyer
 * instance its own.
 *
 * @example
 * import { createFoyer } from '@foyer/core'
 * import { evmAdapter } from '@foyer/evm'
 *
 * const foyer = createFoyer({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 */
export function evmAdapter(parameters: EvmAdapterParameters = {}): EvmAdapter {
  const context: EvmAdapterContext = {
    // The host's connectors are checked with the wallet list (a bad entry is refused on the console).
    discovery: createDiscovery(
      parameters.window ?? defaultWindow(),
      parameters.connectors,
      parameters.walletConnect?.id,
    ),
    events: undefined,
    embedded: new Map(),
    watchers: new Map(),
    clients: new Map(),
    walletConnect: parameters.walletConnect,
    rpc: {
      timeout: parameters.rpcTimeoutMs ?? 10_000,
      retryCount: parameters.retryCount ?? 3,
      retryDelay: parameters.retryDelayMs ?? 150,
    },
  }

  // Every operation finds the announced wallets validated (the announcements are kept raw until then).
  const actions = async () => {
    await context.discovery.prepare()
    return loadActions()
  }

  const walletConnectEntry = parameters.walletConnect && toWalletConnectConnector(parameters.walletConnect)
  const withWalletConnect = (connectors: Connector[]): Connector[] =>
    walletConnectEntry ? [walletConnectEntry, ...connectors] : connectors

  return {
    namespace: 'eip155',
    // Ethereum mainnet is the default network when requested (spec section 9).
    preferredNetwork: 'eip155:1',
    // The email login's wallet is an EVM key; identities are ENS-style; the on-ramp serves EVM networks.
    features: { embeddedWallet: true, identities: true, onramp: true, eip1193Provider: true },
    checkRequest,
    setup(events) {
      context.events = events
      const stopDiscovery = context.discovery.start((connectors) =>
        events.connectorsChanged(withWalletConnect(connectors)),
      )
      return () => {
        stopDiscovery()
        for (const watcher of context.watchers.values()) watcher.stop()
        context.watchers.clear()
        context.embedded.clear()
        if (context.events === events) context.events = undefined
      }
    },
    getConnectors: () => withWalletConnect(context.discovery.getConnectors()),
    prepare: () => context.discovery.prepare(),
    connect: async ({ connectorId, network }) => (await actions()).connect(context, { connectorId, network }),
    reconnect: async ({ connectorId, network }) =>
      (await actions()).reconnect(context, { connectorId, network }),
    disconnect: async (p) => (await actions()).disconnect(context, p),
    switchNetwork: async (p) => (await actions()).switchNetwork(context, p),
    signMessage: async (p) => (await actions()).signMessage(context, p),
    request: async (p) => (await actions()).request(context, p),
    getBalance: async (p) => (await actions()).getBalance(context, p),
    estimateTransferFee: async (p) => (await actions()).estimateTransferFee(p),
    sendTransfer: async (p) => (await actions()).sendTransfer(p),
    getTransferStatus: async (p) => (await actions()).getTransferStatus(p),
    readReceiver: async (p) => (await actions()).readReceiver(p),
    nameCoinTypes: async (p) => (await actions()).nameCoinTypes(p),
    simulateTransfer: async (p) => (await actions()).simulateTransfer(context, p),
    simulateCalls: async (p) => (await actions()).simulateCalls(context, p),
    quoteSwap: async (p) => (await actions()).quoteSwap(p),
    needsSwapApproval: async (p) => (await actions()).needsSwapApproval(p),
    prepareSwapApproval: async (p) => (await actions()).prepareSwapApproval(p),
    prepareSwap: async (p) => (await actions()).prepareSwap(p),
    sendSwapTransaction: async (p) => (await actions()).sendSwapTransaction(p),
  }
}
