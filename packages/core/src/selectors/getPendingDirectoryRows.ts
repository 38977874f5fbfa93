import { directoryEntries } from '../api/directory/createDirectoryClient.js'
import type { Foyer } from '../types/foyer.js'

/**
 * How many rows the Connect view keeps for directory wallets still on their way: the host's featured
 * wallets (4 at most) and the 4 recommended ones. Held as placeholders, they keep the list from growing
 * when the directory answers, which would move every row (the card is centred) under the visitor's
 * pointer and send a click to another wallet. 0 once the list was fetched (or failed), without `apiUrl`
 * and with `features.collapseWallets`.
 *
 * @example
 * getPendingDirectoryRows(foyer) // 4 while the directory answers, then 0
 */
export function getPendingDirectoryRows(foyer: Foyer): number {
  const { apiUrl, features, featuredWalletIds = [], customWallets = [] } = foyer.options
  if (!apiUrl || features.collapseWallets || foyer.stores.directory.getState().connectListLoaded) return 0
  // A featured id of a custom wallet is listed at once, from the options.
  const custom = new Set(customWallets.map((wallet) => wallet.id))
  const featured = new Set(featuredWalletIds.filter((id) => !custom.has(id)))
  return Math.min(featured.size, directoryEntries.featured) + directoryEntries.recommended
}
