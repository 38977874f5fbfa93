import { installedTypes, isSameWallet } from '../state/connection/sameWallet.js'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import type { RecentWallet } from '../types/state.js'

export interface ConnectViewItem {
  connector: Connector
  /** One of the last two wallets used (spec section 9: recent wallets kept: 2). */
  recent: boolean
  /**
   * Neither WalletConnect, recent, installed nor featured (an SDK connector, say): the spec lists these
   * after the featured and custom wallets (section 9), which the view shows from the directory.
   */
  external: boolean
}

export type GetConnectorsForConnectViewReturnType = ConnectViewItem[]

/** Connector kinds that are offered elsewhere than the wallet list (email and socials). */
const hiddenTypes: ReadonlySet<ConnectorType> = new Set<ConnectorType>(['AUTH'])

function isRecent(connector: Connector, recentWallets: readonly RecentWallet[]): number {
  return recentWallets.findIndex(
    (wallet) =>
      wallet.id === connector.id || (wallet.rdns !== undefined && wallet.rdns === connector.info?.rdns),
  )
}

function isExcluded(connector: Connector, excluded: readonly string[]): boolean {
  const rdns = connector.info?.rdns
  return (
    excluded.includes(connector.id) ||
    (rdns !== undefined && excluded.includes(rdns)) ||
    (connector.explorerId !== undefined && excluded.includes(connector.explorerId))
  )
}

function rank(connector: Connector, featured: readonly string[]): number {
  if (connector.type === 'WALLET_CONNECT') return 0
  if (installedTypes.has(connector.type)) return 2
  const ids = [connector.id, connector.explorerId, connector.info?.rdns]
  if (ids.some((id) => id !== undefined && featured.includes(id))) return 3
  return 4
}

/**
 * The connectors the Connect view lists, in the spec's order (walletConnect, recent, injected, featured,
 * custom, external), each marked recent or not. Hidden: a connector named 'Browser Wallet' on a
 * non-mobile device, injected wallets that are not installed or whose rdns (or id) is excluded, auth
 * connectors (offered as email and socials). A wallet offered by several namespaces (one WalletConnect
 * connector, a wallet installed in two families) shows once, preferring the active namespace. While switching to a namespace that has no connection yet
 * (`switchingNamespace`), only that namespace's connectors are listed (spec section 4).
 *
 * @example
 * getConnectorsForConnectView(foyer)
 * // [{ connector: { name: 'MetaMask', type: 'ANNOUNCED', ... }, recent: true }, ...]
 */
export function getConnectorsForConnectView(foyer: Foyer): GetConnectorsForConnectViewReturnType {
  const { connectors, activeNamespace, switchingNamespace } = foyer.stores.chains.getState()
  const { recentWallets } = foyer.stores.connection.getState()
  const excluded = foyer.options.excludeWalletIds ?? []
  const featured = foyer.options.featuredWalletIds ?? []
  const mobile = foyer.services.isMobile()

  const visible = connectors.filter((connector) => {
    if (hiddenTypes.has(connector.type)) return false
    if (switchingNamespace && connector.chain !== switchingNamespace) return false
    if (connector.name === 'Browser Wallet' && !mobile) return false
    if (connector.type === 'WALLET_CONNECT') return true
    if (installedTypes.has(connector.type) && !connector.installed) return false
    return !isExcluded(connector, excluded)
  })

  // One entry per wallet: the one of the active namespace when the wallet is in several.
  const unique: Connector[] = []
  for (const connector of visible) {
    const index = unique.findIndex((existing) => isSameWallet(existing, connector))
    const existing = unique[index]
    if (!existing) unique.push(connector)
    else if (existing.chain !== activeNamespace && connector.chain === activeNamespace)
      unique[index] = connector
  }

  const items = unique.map((connector, index) => {
    const recentIndex = isRecent(connector, recentWallets)
    const recent = recentIndex !== -1
    const order = connector.type === 'WALLET_CONNECT' ? 0 : recent ? 1 : rank(connector, featured)
    return { item: { connector, recent, external: order === 4 }, order, recentIndex, index }
  })
  items.sort((a, b) => a.order - b.order || a.recentIndex - b.recentIndex || a.index - b.index)
  return items.map(({ item }) => item)
}
