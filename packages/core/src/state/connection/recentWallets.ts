import { maxCachedRecentWallets } from '../../kernel/cache/cacheKeys.js'
import { createRecentWalletsCache } from '../../kernel/cache/recentWalletsCache.js'
import type { Foyer } from '../../types/foyer.js'
import type { RecentWallet } from '../../types/state.js'

/** Recent wallets kept (spec section 9). */
export const maxRecentWallets = maxCachedRecentWallets

/**
 * Reads the recent wallets stored by the cache (`@foyer/recent_wallets`, the one place they are kept)
 * into `stores.connection.recentWallets`, once per instance. They are only shown in the modal, so the
 * modal's Connect view asks for them when it opens: they stay off the page load. Until then the store
 * holds `[]`.
 *
 * @example
 * useLayoutEffect(() => ensureRecentWallets(foyer), [foyer])
 */
export function ensureRecentWallets(foyer: Foyer): void {
  if (foyer.services.recentWalletsRead) return
  foyer.services.recentWalletsRead = true
  const recentWallets = createRecentWalletsCache(foyer.services.storage).get()
  foyer.stores.connection.setState({ recentWallets })
}

/** Puts `wallet` first, drops its older entry and keeps at most two; persists the list through the cache. */
export function addRecentWallet(foyer: Foyer, wallet: RecentWallet): void {
  const entry: RecentWallet = wallet.rdns === undefined ? { id: wallet.id } : wallet
  const recentWallets = createRecentWalletsCache(foyer.services.storage).add(entry)
  // The new list starts from the stored one: the first read has happened.
  foyer.services.recentWalletsRead = true
  foyer.stores.connection.setState({ recentWallets })
}
