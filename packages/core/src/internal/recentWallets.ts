import type { Foyer } from '../types/foyer.js'
import type { KeyValueStorage } from '../types/options.js'
import type { RecentWallet } from '../types/state.js'
import { getInternals } from './internals.js'
import { readJson, writeJson } from './storage.js'
import { storageKeys } from './storageKeys.js'

/** Recent wallets kept (spec section 9). */
export const maxRecentWallets = 2

function isRecentWallets(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as RecentWallet).id === 'string' &&
        ['string', 'undefined'].includes(typeof (item as RecentWallet).rdns),
    )
  )
}

export function loadRecentWallets(storage: KeyValueStorage): RecentWallet[] {
  return (readJson(storage, storageKeys.recentWallets, isRecentWallets) ?? []).slice(0, maxRecentWallets)
}

/** Puts `wallet` first, drops its older entry and keeps at most two; persists the list. */
export function addRecentWallet(foyer: Foyer, wallet: RecentWallet): void {
  const previous = foyer.stores.connection.getState().recentWallets
  const recentWallets = [wallet, ...previous.filter((item) => item.id !== wallet.id)].slice(
    0,
    maxRecentWallets,
  )
  foyer.stores.connection.setState({ recentWallets })
  writeJson(getInternals(foyer).storage, storageKeys.recentWallets, recentWallets)
}
