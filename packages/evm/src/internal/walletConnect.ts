import type { Connector, Network } from '@foyer/core'
import type { Eip1193Provider, EvmWalletConnectConnector } from '../types.js'
import type { EvmAdapterContext } from './context.js'

/** The Connect-view entry of a WalletConnect connector (spec section 3, type wallet-connect). */
export function toWalletConnectConnector(connector: EvmWalletConnectConnector): Connector {
  return {
    id: connector.id,
    name: connector.name,
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    installed: true,
  }
}

/** The EVM networks a WalletConnect session asks for: the host's requested ones, `network` first. */
export function sessionNetworks(context: EvmAdapterContext, network: Network | undefined): Network[] {
  const requested = context.events?.requestedNetworks?.() ?? []
  const all = network ? [network, ...requested.filter((item) => item.id !== network.id)] : requested
  return all.filter((item) => item.chainNamespace === 'eip155')
}

/** Pairs through the WalletConnect connector, reporting its status to core. */
export function connectWalletConnect(
  context: EvmAdapterContext,
  connector: EvmWalletConnectConnector,
  network: Network | undefined,
): Promise<Eip1193Provider> {
  return connector.connect({
    networks: sessionNetworks(context, network),
    events: {
      walletConnectChanged: (p) => context.events?.walletConnectChanged?.(p),
      now: () => context.events?.now?.() ?? Date.now(),
    },
  })
}
