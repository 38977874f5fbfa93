import type {
  ChainAdapter,
  Connector,
  ReadsBalances,
  RequestsRpc,
  SendsTransfers,
  SignsMessages,
  SwitchesNetworks,
  VerifiesSignIns,
} from '@foyer/core'
import { loadCode } from '@foyer/core/adapter'
import { getWallets } from '@wallet-standard/app'
import { createDiscovery } from './discovery/createDiscovery.js'
import { createWalletRegistry, type WalletRegistry } from './discovery/createWalletRegistry.js'
import type { SolanaAdapterContext } from './internal/context.js'
import type { SolanaAdapterParameters } from './types.js'

export type SolanaAdapter = ChainAdapter &
  ReadsBalances &
  Required<Pick<ChainAdapter, 'prepare' | 'reconnect'>> &
  SwitchesNetworks &
  SignsMessages &
  RequestsRpc &
  Omit<SendsTransfers, 'simulateCalls' | 'simulateTransfer'> &
  Required<Pick<SendsTransfers, 'simulateTransfer' | 'estimateTransferDeposit'>> &
  VerifiesSignIns

/**
 * Operations load on first use (connect, session restore, a balance): page load pays only for discovery. A
 * failed download is a CodeLoadError (offline, a deploy in progress); the next call tries again.
 */
const loadActions = () => loadCode(() => import('./actions/index.js'))

/** Where the adapter finds wallets: a registry on the given window, the page's shared one, or none. */
function registryOf(
  parameters: SolanaAdapterParameters,
): (() => WalletRegistry & { close?(): void }) | undefined {
  const given = parameters.window
  if (given) return () => createWalletRegistry(given)
  return typeof window === 'undefined' ? undefined : getWallets
}

/**
 * The Solana chain adapter: Wallet Standard discovery (`standard:connect` and a Solana signing feature
 * on a `solana:` chain), connection with silent session restore, account events, `solana:signMessage`,
 * the Solana wallet methods of spec section 6 (`solana_sign*`), SOL balances, and Send (SOL and SPL
 * transfers, priced, simulated and followed on the network's RPC). `@solana/kit` and the programs load
 * with the first operation. Each call returns a new adapter with its own state: give each Foyer instance
 * its own.
 *
 * @example
 * import { createFoyer } from '@foyer/core'
 * import { solanaAdapter } from '@foyer/solana'
 *
 * const foyer = createFoyer({ projectId, networks: [solanaMainnet], adapters: [solanaAdapter()] })
 */
export function solanaAdapter(parameters: SolanaAdapterParameters = {}): SolanaAdapter {
  const context: SolanaAdapterContext = {
    // The host's connectors are checked with the wallet list (a bad entry is refused on the console).
    discovery: createDiscovery(registryOf(parameters), parameters.connectors, parameters.walletConnect?.id),
    events: undefined,
    watchers: new Map(),
    sessions: new Map(),
    rpcs: new Map(),
    rpc: { timeout: parameters.rpcTimeoutMs ?? 10_000 },
    walletConnect: parameters.walletConnect,
    walletConnectWallet: undefined,
  }
  const walletConnect = parameters.walletConnect
  // The Connect-view entry of WalletConnect (core lists a connector offered by several families once).
  const walletConnectEntry: Connector | undefined = walletConnect && {
    id: walletConnect.id,
    name: walletConnect.name,
    type: 'WALLET_CONNECT',
    chain: 'solana',
    ...(walletConnect.imageUrl ? { imageUrl: walletConnect.imageUrl } : {}),
    installed: true,
  }
  const withWalletConnect = (connectors: Connector[]): Connector[] =>
    walletConnectEntry ? [walletConnectEntry, ...connectors] : connectors

  // Every operation finds the registered wallets validated (they are kept raw until then).
  const actions = async () => {
    await context.discovery.prepare()
    return loadActions()
  }

  return {
    namespace: 'solana',
    // Send's receiver error names a Solana address (the generic one shows 0x…).
    invalidAddressMessage: 'send.invalidAddressSolana',
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
    getBalance: async (p) => (await actions()).getBalance(context, p),
    readReceiver: async (p) => (await actions()).readReceiver(p),
    nameCoinTypes: async (p) => (await actions()).nameCoinTypes(p),
    estimateTransferFee: async (p) => (await actions()).estimateTransferFee(context, p),
    estimateTransferDeposit: async (p) => (await actions()).estimateTransferDeposit(context, p),
    sendTransfer: async (p) => (await actions()).sendTransfer(context, p),
    getTransferStatus: async (p) => (await actions()).getTransferStatus(context, p),
    simulateTransfer: async (p) => (await actions()).simulateTransfer(context, p),
    verifySignIn: async (p) => (await loadCode(() => import('./actions/verifySignIn.js'))).verifySignIn(p),
  }
}
