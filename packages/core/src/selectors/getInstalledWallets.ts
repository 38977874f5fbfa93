import type { Wallet } from '@foyer/protocol'
import { installedTypes } from '../state/connection/sameWallet.js'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'

/**
 * The connectors of wallets present in this browser (announced or injected, installed). A host's
 * external connectors are not among them, in one family or several: Connect ranks them after the
 * featured and custom wallets, and All Wallets does not take them for a directory wallet.
 */
export function getInstalledConnectors(foyer: Foyer): Connector[] {
  return foyer.stores.chains
    .getState()
    .connectors.filter((connector) => installedTypes.has(connector.type) && connector.installed)
}

/**
 * The installed connector of a directory wallet: same rdns, or a connector whose id or explorer id is
 * the wallet's id. Undefined when the wallet is not installed.
 */
export function findInstalledConnector(
  wallet: Pick<Wallet, 'id' | 'rdns'>,
  connectors: readonly Connector[],
): Connector | undefined {
  return connectors.find(
    (connector) =>
      (wallet.rdns != null && wallet.rdns !== '' && connector.info?.rdns === wallet.rdns) ||
      connector.id === wallet.id ||
      connector.explorerId === wallet.id,
  )
}
