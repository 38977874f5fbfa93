import type { Wallet } from '@foyer/protocol'
import { FoyerError } from '../../kernel/errors/base.js'
import { getCustomWallets } from '../../selectors/getCustomWallets.js'
import type { DirectoryState } from '../../types/directory.js'
import type { Foyer } from '../../types/foyer.js'

export type { DirectoryState, WalletSearchState } from '../../types/directory.js'

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

/**
 * A wallet of any list already fetched (pages, search results, featured, recommended), by id; the host's
 * custom wallet with that id first.
 */
export function findDirectoryWallet(foyer: Foyer, id: string): Wallet | undefined {
  const { wallets, featured, recommended, search } = foyer.stores.directory.getState()
  return [...getCustomWallets(foyer), ...featured, ...recommended, ...wallets, ...search.wallets].find(
    (wallet) => wallet.id === id,
  )
}

/** The code of a failed directory request, for the store. */
export function directoryErrorCode(error: unknown): string {
  return error instanceof FoyerError ? error.code : 'UNKNOWN_ERROR'
}
