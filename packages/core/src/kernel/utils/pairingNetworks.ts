import type { AdapterEvents } from '../../types/adapter.js'
import type { Network } from '../../types/network.js'

// A module of its own: the adapters' page-load code uses it, the rest of walletConnectPairing.ts loads
// with the views (sharing one module would make the bundler split it into a page-load chunk of its own).
/**
 * The networks a WalletConnect pairing through `connectorId` proposes: `network` first, then the host's
 * requested ones of every family whose adapter shares the connector (one session connects them all),
 * else this family's, each once.
 *
 * @example
 * connector.connect({ networks: pairingNetworks(events, connector.id, network), events: pairing })
 */
export function pairingNetworks(
  events: Pick<AdapterEvents, 'sessionNetworks' | 'requestedNetworks'> | undefined,
  connectorId: string,
  network: Network | undefined,
): Network[] {
  const requested = events?.sessionNetworks?.(connectorId) ?? events?.requestedNetworks?.() ?? []
  const all = network ? [network, ...requested] : requested
  return all.filter(
    (item, index) => all.findIndex((other) => other.caipNetworkId === item.caipNetworkId) === index,
  )
}
