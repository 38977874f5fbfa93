import type { Wallet } from '@foyer/protocol'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'

const installedTypes: ReadonlySet<ConnectorType> = new Set<ConnectorType>([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])

/** The connectors of wallets present in this browser (announced or injected, installed). */
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
