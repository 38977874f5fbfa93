import type { ChainNamespace, Connector, WalletConnectConnector } from '@foyer/core'

/** The families basic WalletConnect mode speaks (their dialects load with the first call). */
export const basicNamespaces: ReadonlySet<ChainNamespace> = new Set<ChainNamespace>(['eip155', 'solana'])

/** The Connect-view entry of the connector in one family (spec section 3, type wallet-connect). */
export function toBasicConnector(connector: WalletConnectConnector, namespace: ChainNamespace): Connector {
  return {
    id: connector.id,
    name: connector.name,
    type: 'WALLET_CONNECT',
    chain: namespace,
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    installed: true,
  }
}
