import type { Wallet } from '../api/directory/walletSchema.js'
import { FoyerError } from '../errors/base.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Foyer } from '../types/foyer.js'

/** Wallet search state of the All Wallets view. */
export interface WalletSearchState {
  /** The query typed (trimmed); '' when no search is active. */
  query: string
  /** Results of the last finished search for `query` (100 entries at most). */
  wallets: Wallet[]
  count: number
  /** True from typing until the results are shown (debounce, request and minimum wait). */
  loading: boolean
}

/** The wallet directory as the modal shows it (spec sections 2 and 7). */
export interface DirectoryState {
  /** All Wallets pages fetched so far (40 each), deduplicated by id. */
  wallets: Wallet[]
  /** Total wallets of the directory after the host's filters. */
  count: number
  /** Last page fetched; 0 before the first. */
  page: number
  loading: boolean
  /** The host's featured wallets (4 at most), in the order of `featuredWalletIds`. */
  featured: Wallet[]
  /** 4 recommended wallets at most, leaving out featured and installed ones. */
  recommended: Wallet[]
  /** True once featured and recommended wallets were fetched (or failed). */
  connectListLoaded: boolean
  search: WalletSearchState
  /** Code of the last failed directory request (`FoyerError.code`), cleared by the next success. */
  error: string | undefined
}

export const initialDirectoryState: DirectoryState = {
  wallets: [],
  count: 0,
  page: 0,
  loading: false,
  featured: [],
  recommended: [],
  connectListLoaded: false,
  search: { query: '', wallets: [], count: 0, loading: false },
  error: undefined,
}

const stores = new WeakMap<Foyer, Store<DirectoryState>>()

/** The directory store of `foyer` (one per instance, created on first use). */
export function getDirectoryStore(foyer: Foyer): Store<DirectoryState> {
  let store = stores.get(foyer)
  if (!store) {
    store = createStore(initialDirectoryState)
    stores.set(foyer, store)
  }
  return store
}

/** A wallet of any list already fetched (pages, search results, featured, recommended), by id. */
export function findDirectoryWallet(foyer: Foyer, id: string): Wallet | undefined {
  const { wallets, featured, recommended, search } = getDirectoryStore(foyer).getState()
  return [...featured, ...recommended, ...wallets, ...search.wallets].find((wallet) => wallet.id === id)
}

/** The code of a failed directory request, for the store. */
export function directoryErrorCode(error: unknown): string {
  return error instanceof FoyerError ? error.code : 'UNKNOWN_ERROR'
}
