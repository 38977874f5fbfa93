import type { WalletsPage } from '@foyer/protocol'
import { dedupeWallets } from '../api/directory/dedupeWallets.js'
import { directoryEntries } from '../api/directory/directoryEntries.js'
import { getDirectoryClient } from '../state/directory/directoryApi.js'
import { type DirectoryState, directoryErrorCode } from '../state/directory/directoryStore.js'
import type { Foyer } from '../types/foyer.js'

export interface FetchWalletsPageParameters {
  /** 1-based page of 40 wallets; default: the page after the last one fetched. */
  page?: number
}

export type FetchWalletsReturnType = DirectoryState

/**
 * Fetches one page (40 wallets, spec section 7) of the All Wallets list from the Foyer server and appends
 * it to the directory store, deduplicated by id. Does nothing without `apiUrl`, while a page is loading,
 * or once every wallet is there. A failed request is kept in the store's `error` (and logged).
 *
 * @example
 * await fetchWallets(foyer) // page 1
 * await fetchWallets(foyer) // page 2, when the list is scrolled to its end
 */
export async function fetchWallets(
  foyer: Foyer,
  { page }: FetchWalletsPageParameters = {},
): Promise<FetchWalletsReturnType> {
  const store = foyer.stores.directory
  const pending = getDirectoryClient(foyer)
  const state = store.getState()
  const next = page ?? state.page + 1
  const complete = state.page > 0 && state.page * directoryEntries.allWallets >= state.count
  if (!pending || state.loading || (page === undefined && complete)) return state

  store.setState({ loading: true })
  let answer: WalletsPage
  try {
    answer = await (await pending).fetchAllWallets(next)
  } catch (error) {
    console.warn('Foyer: could not fetch the wallet directory', error)
    store.setState({ loading: false, error: directoryErrorCode(error) })
    return store.getState()
  }
  store.setState((current) => ({
    loading: false,
    error: undefined,
    page: Math.max(current.page, next),
    count: answer.count,
    wallets: dedupeWallets(current.wallets, answer.data),
  }))
  return store.getState()
}
