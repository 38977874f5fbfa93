import { getDirectoryClient } from '../state/directory/directoryApi.js'
import { type DirectoryState, directoryErrorCode } from '../state/directory/directoryStore.js'
import type { Foyer } from '../types/foyer.js'

/** Search timing (spec section 9): debounce 500 ms, then results no sooner than 300 ms after the request. */
export const walletSearchTiming = { debounceMs: 500, minimumWaitMs: 300 } as const

export interface SearchWalletsParameters {
  /** What the visitor typed; '' (or blanks) ends the search. */
  query: string
}

export type SearchWalletsReturnType = DirectoryState['search']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Searches the wallet directory by name (100 entries, spec section 7) for the All Wallets search box.
 * Call it on every keystroke: the request waits until typing pauses for 500 ms, only the latest query is
 * shown, and results appear no sooner than 300 ms after the request (spec section 9). Each request is
 * tracked as SEARCH_WALLET. State lands in the directory store's `search`; a failed request is kept in
 * its `error` (and logged). Without `apiUrl` nothing is searched.
 *
 * @example
 * void searchWallets(foyer, { query: 'rab' })
 * foyer.stores.directory.getState().search // { query: 'rab', loading: true, … } then the results
 */
export async function searchWallets(
  foyer: Foyer,
  { query }: SearchWalletsParameters,
): Promise<SearchWalletsReturnType> {
  const store = foyer.stores.directory
  const generation = ++foyer.services.searchGeneration
  const current = () => foyer.services.searchGeneration === generation
  const search = query.trim()
  const pending = getDirectoryClient(foyer)

  if (search === '' || !pending) {
    store.setState({ search: { query: '', wallets: [], count: 0, loading: false } })
    return store.getState().search
  }
  store.setState((state) => ({ search: { ...state.search, query: search, loading: true } }))
  await sleep(walletSearchTiming.debounceMs)
  if (!current()) return store.getState().search

  const started = Date.now()
  foyer.track({ event: 'SEARCH_WALLET', properties: { search } })
  try {
    const { data, count } = await (await pending).searchWallets(search)
    await sleep(Math.max(0, walletSearchTiming.minimumWaitMs - (Date.now() - started)))
    if (current()) {
      store.setState({ error: undefined, search: { query: search, wallets: data, count, loading: false } })
    }
  } catch (error) {
    console.warn('Foyer: could not search the wallet directory', error)
    if (current()) {
      store.setState({
        error: directoryErrorCode(error),
        search: { query: search, wallets: [], count: 0, loading: false },
      })
    }
  }
  return store.getState().search
}
