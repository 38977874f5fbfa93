import type { Connector, WalletConnectConnector } from '@foyer/core'

/**
 * The Connect-view entry of WalletConnect for the polkadot family (core lists a connector that several
 * families offer once).
 */
export function walletConnectEntry(connector: WalletConnectConnector): Connector {
  return {
    id: connector.id,
    name: connector.name,
    type: 'WALLET_CONNECT',
    chain: 'polkadot',
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    installed: true,
  }
}
