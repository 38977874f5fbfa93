import type { ApprovedNetworks, CaipNetworkId, Connector, Network } from '@foyer/core'
import { pairingNetworks } from '@foyer/core/adapter'
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

/** The networks a WalletConnect session asks for (core's `pairingNetworks`, with this adapter's events). */
export function sessionNetworks(
  context: EvmAdapterContext,
  connectorId: string,
  network: Network | undefined,
): Network[] {
  return pairingNetworks(context.events, connectorId, network)
}

/**
 * Pairs through the WalletConnect connector, reporting its status to core. With sign-in on and only eip155
 * networks, the pairing signs in too (one-click sign-in).
 */
export function connectWalletConnect(
  context: EvmAdapterContext,
  connector: EvmWalletConnectConnector,
  network: Network | undefined,
): Promise<Eip1193Provider> {
  return connector.connect({
    networks: sessionNetworks(context, connector.id, network),
    events: {
      walletConnectChanged: (p) => context.events?.walletConnectChanged?.(p),
      now: () => context.events?.now?.() ?? Date.now(),
    },
    siwx: context.events?.oneClickSignIn?.(),
    metadata: context.events?.siteMetadata?.(),
  })
}

/** Providers whose session updates are already followed (the connector keeps one provider). */
const followed = new WeakSet<Eip1193Provider>()
/** Chains added through wallet_addEthereumChain during the current session, by connector. */
const added = new WeakMap<EvmWalletConnectConnector, Set<CaipNetworkId>>()

/** What the session approved, plus the chains the wallet added since (a wallet may not update the session). */
function currentApproval(connector: EvmWalletConnectConnector): ApprovedNetworks | undefined {
  const approved = connector.getApprovedNetworks?.()
  if (!approved) return undefined
  const extra = [...(added.get(connector) ?? [])].filter(
    (id) => !approved.approvedCaipNetworkIds.includes(id),
  )
  return { ...approved, approvedCaipNetworkIds: [...approved.approvedCaipNetworkIds, ...extra] }
}

/**
 * The networks the session approved, for the connect / reconnect result, and from then on each
 * `session_update` of the wallet (new chains) reported to core while `provider` is the watched one.
 */
export function approvedNetworksOf(
  context: EvmAdapterContext,
  connectorId: string,
  connector: EvmWalletConnectConnector,
  provider: Eip1193Provider,
): ApprovedNetworks | undefined {
  if (provider.on && !followed.has(provider)) {
    followed.add(provider)
    provider.on('session_update', () => {
      if (context.watchers.get(connectorId)?.provider !== provider) return
      const approved = currentApproval(connector)
      if (approved) context.events?.approvedNetworksChanged?.({ connectorId, ...approved })
    })
  }
  return currentApproval(connector)
}

/** A chain the wallet added during the session (wallet_addEthereumChain) is approved from then on. */
export function approveAddedNetwork(
  context: EvmAdapterContext,
  connectorId: string,
  caipNetworkId: CaipNetworkId,
): void {
  const connector = context.walletConnect?.id === connectorId ? context.walletConnect : undefined
  if (!connector) return
  const chains = added.get(connector) ?? new Set<CaipNetworkId>()
  chains.add(caipNetworkId)
  added.set(connector, chains)
  const approved = currentApproval(connector)
  if (approved) context.events?.approvedNetworksChanged?.({ connectorId, ...approved })
}

/** The session ended: the chains added during it are forgotten. */
export function forgetAddedNetworks(connector: EvmWalletConnectConnector): void {
  added.delete(connector)
}
