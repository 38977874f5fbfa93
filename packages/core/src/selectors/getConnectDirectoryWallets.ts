import type { Wallet } from '@foyer/protocol'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import { getCustomWallets } from './getCustomWallets.js'
import { findInstalledConnector } from './getInstalledWallets.js'

export interface ConnectDirectoryWallet {
  wallet: Wallet
  /** One of `featuredWalletIds` (tagged 'Featured'). */
  featured: boolean
  /** One of the host's `customWallets`. */
  custom: boolean
}

export type GetConnectDirectoryWalletsReturnType = ConnectDirectoryWallet[]

/**
 * The wallets Connect lists after the connectors, in the spec's order (section 9: featured, custom,
 * recommended): the host's featured wallets in the order of `featuredWalletIds` (from the directory, or
 * a custom wallet with that id), the other custom wallets, then the directory's recommended ones. Each
 * shows once: a custom wallet stands for the directory wallet with its id, and a wallet already `listed`
 * as an installed connector is left out. Directory wallets need `apiUrl` and are left out with
 * `features.collapseWallets` (they wait behind All Wallets); custom wallets are too, when All Wallets
 * lists them.
 *
 * @example
 * getConnectDirectoryWallets(foyer, listed)
 * // [{ wallet: { id: 'acme', name: 'Acme Wallet', … }, featured: false, custom: true }, …]
 */
export function getConnectDirectoryWallets(
  foyer: Foyer,
  listed: readonly Connector[],
): GetConnectDirectoryWalletsReturnType {
  const { apiUrl, features, featuredWalletIds = [] } = foyer.options
  const collapsed = features.collapseWallets
  const directory = Boolean(apiUrl) && !collapsed
  const custom = collapsed && apiUrl && features.allWallets ? [] : getCustomWallets(foyer)
  const customIds = new Set(custom.map((wallet) => wallet.id))
  const { featured, recommended } = foyer.stores.directory.getState()
  const fromDirectory = (wallets: readonly Wallet[]) =>
    directory ? wallets.filter((wallet) => !customIds.has(wallet.id)) : []

  const isFeatured = (wallet: Wallet) => featuredWalletIds.includes(wallet.id)
  const featuredFirst = [...fromDirectory(featured), ...custom.filter(isFeatured)].sort(
    (a, b) => featuredWalletIds.indexOf(a.id) - featuredWalletIds.indexOf(b.id),
  )
  const ordered = [
    ...featuredFirst.map((wallet) => ({ wallet, featured: true })),
    ...custom.filter((wallet) => !isFeatured(wallet)).map((wallet) => ({ wallet, featured: false })),
    ...fromDirectory(recommended).map((wallet) => ({ wallet, featured: false })),
  ]
  const seen = new Set<string>()
  return ordered.flatMap(({ wallet, featured: isFeaturedWallet }) => {
    if (seen.has(wallet.id) || findInstalledConnector(wallet, listed)) return []
    seen.add(wallet.id)
    return [{ wallet, featured: isFeaturedWallet, custom: customIds.has(wallet.id) }]
  })
}
