import type { ChainAdapter, SignsMessages, SwitchesNetworks } from '@foyer/core'
import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { getBalance } from './actions/getBalance.js'
import { reconnect } from './actions/reconnect.js'
import { signMessage } from './actions/signMessage.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { createDiscovery } from './discovery/createDiscovery.js'
import type { EvmAdapterContext } from './internal/context.js'
import { unwatchProvider } from './internal/watchProvider.js'
import type { EvmAdapterParameters, EvmWindow } from './types.js'

export type EvmAdapter = ChainAdapter & SwitchesNetworks & SignsMessages

function defaultWindow(): EvmWindow | undefined {
  return typeof window === 'undefined' ? undefined : window
}

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
    discovery: createDiscovery(parameters.window ?? defaultWindow()),
    events: undefined,
    watchers: new Map(),
    clients: new Map(),
    rpc: {
      timeout: parameters.rpcTimeoutMs ?? 10_000,
      retryCount: parameters.retryCount ?? 3,
      retryDelay: parameters.retryDelayMs ?? 150,
    },
  }

  return {
    namespace: 'eip155',
    setup(events) {
      context.events = events
      const stopDiscovery = context.discovery.start((connectors) => events.connectorsChanged(connectors))
      return () => {
        stopDiscovery()
        for (const connectorId of [...context.watchers.keys()]) unwatchProvider(context, connectorId)
        if (context.events === events) context.events = undefined
      }
    },
    getConnectors: () => context.discovery.getConnectors(),
    connect: ({ connectorId }) => connect(context, { connectorId }),
    reconnect: ({ connectorId }) => reconnect(context, { connectorId }),
    disconnect: (p) => disconnect(context, p),
    switchNetwork: (p) => switchNetwork(context, p),
    signMessage: (p) => signMessage(context, p),
    getBalance: (p) => getBalance(context, p),
  }
}
