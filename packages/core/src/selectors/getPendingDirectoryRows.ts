import { directoryEntries } from '../api/directory/directoryEntries.js'
import type { Foyer } from '../types/foyer.js'

export interface PendingDirectoryRows {
  /** Placeholders for the host's featured wallets (listed before the external connectors). */
  featured: number
  /** Placeholders for the recommended wallets (listed last). */
  recommended: number
}

/**
 * How many rows the Connect view keeps for directory wallets still on their way, in their two places: the host's featured
 * wallets (4 at most) and the 4 recommended ones. Held as placeholders, they keep the list from growing
 * when the directory answers, which would move every row (the card is centred) under the visitor's
 * pointer and send a click to another wallet. 0 once the list was fetched (or failed), without `apiUrl`
 * and with `features.collapseWallets`.
 *
 * @example
 * getPendingDirectoryRows(foyer) // { featured: 1, recommended: 4 } while the directory answers, then 0s
 */
export function getPendingDirectoryRows(foyer: Foyer): PendingDirectoryRows {
  const { apiUrl, features, featuredWalletIds = [], customWallets = [] } = foyer.options
  if (!apiUrl || features.collapseWallets || foyer.stores.directory.getState().connectListLoaded)
    return { featured: 0, recommended: 0 }
  // A featured id of a custom wallet is listed at once, from the options.
  const custom = new Set(customWallets.map((wallet) => wallet.id))
  const featured = new Set(featuredWalletIds.filter((id) => !custom.has(id)))
  return {
    featured: Math.min(featured.size, directoryEntries.featured),
    recommended: directoryEntries.recommended,
  }
}
