/** Storage keys of the caches (spec section 3: cache keys, kept in local storage). */
export const cacheKeys = {
  portfolio: '@foyer/portfolio_cache',
  nativeBalance: '@foyer/native_balance_cache',
  name: '@foyer/ens_cache',
  identity: '@foyer/identity_cache',
  recentWallets: '@foyer/recent_wallets',
  deepLinkChoice: '@foyer/deeplink_choice',
  siwxSessions: '@foyer/siwx_sessions',
} as const

/** Cache lifetimes in ms (spec section 9). */
export const cacheLifetimes = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const

/** Recent wallets kept (spec section 9). */
export const maxCachedRecentWallets = 2
