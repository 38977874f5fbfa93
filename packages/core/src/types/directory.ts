import type { Wallet } from '@foyer/protocol'

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
