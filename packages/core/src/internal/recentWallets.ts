import { maxCachedRecentWallets } from '../cache/cacheKeys.js'
import { createCache } from '../cache/createCache.js'
import type { Foyer } from '../types/foyer.js'
import type { KeyValueStorage } from '../types/options.js'
import type { RecentWallet } from '../types/state.js'
import { getInternals } from './internals.js'

/** Recent wallets kept (spec section 9). */
export const maxRecentWallets = maxCachedRecentWallets

/** The recent wallets stored by the cache (`@foyer/recent_wallets`, the one place they are kept). */
export function loadRecentWallets(storage: KeyValueStorage): RecentWallet[] {
  return createCache(storage).recentWallets.get()
}

/** Puts `wallet` first, drops its older entry and keeps at most two; persists the list through the cache. */
export function addRecentWallet(foyer: Foyer, wallet: RecentWallet): void {
  const entry: RecentWallet = wallet.rdns === undefined ? { id: wallet.id } : wallet
  const recentWallets = createCache(getInternals(foyer).storage).recentWallets.add(entry)
  foyer.stores.connection.setState({ recentWallets })
}
