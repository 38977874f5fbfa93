import { isRecord } from '@foyer/protocol'
import type { RecentWallet } from '../../types/state.js'
import type { KeyValueStorage } from '../../types/storage.js'
import { readJson, writeJson } from '../storage/storage.js'
import { cacheKeys, maxCachedRecentWallets } from './cacheKeys.js'

export interface RecentWalletsCache {
  /** At most 2, most recent first. */
  get(): RecentWallet[]
  /** Puts `wallet` first (once) and keeps 2; returns the new list. */
  add(wallet: RecentWallet): RecentWallet[]
  clear(): void
}

/**
 * The stored list's shape, checked by hand rather than with a zod schema: the modal's first view reads
 * it (Connect's "Recent"), and zod stays out of that view's chunk (issue #32).
 */
function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isRecord(item) &&
        typeof item.id === 'string' &&
        (item.rdns === undefined || typeof item.rdns === 'string'),
    )
  )
}

/**
 * The recent wallets (spec section 9) under `@foyer/recent_wallets`: at most two, most recent first. An
 * unreadable item is logged, ignored and overwritten by the next add.
 *
 * @example
 * createRecentWalletsCache(localStorage).add({ id: 'io.metamask', rdns: 'io.metamask' })
 */
export function createRecentWalletsCache(storage: KeyValueStorage): RecentWalletsCache {
  const cache: RecentWalletsCache = {
    get: () =>
      (readJson(storage, cacheKeys.recentWallets, isRecentWalletList) ?? []).slice(0, maxCachedRecentWallets),
    add(wallet) {
      const list = [wallet, ...cache.get().filter((item) => item.id !== wallet.id)].slice(
        0,
        maxCachedRecentWallets,
      )
      writeJson(storage, cacheKeys.recentWallets, list)
      return list
    },
    clear: () => storage.removeItem(cacheKeys.recentWallets),
  }
  return cache
}
