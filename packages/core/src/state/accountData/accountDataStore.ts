import type { Store } from '../../kernel/store/createStore.js'
import type { AccountDataState } from '../../types/accountData.js'
import type { Foyer } from '../../types/foyer.js'
import type { ChainEntry } from '../../types/state.js'
import { getChainEntry } from '../chains/chainState.js'

export type { AccountDataState, FetchStatus } from '../../types/accountData.js'

export const initialAccountDataState: AccountDataState = {
  key: undefined,
  unsupported: false,
  tokens: { status: 'idle' },
  nfts: { status: 'idle', items: [] },
  transactions: { items: [], next: undefined, loading: false, empty: false, error: false, fetched: false },
}

/** The key of the active account and network, or undefined when not connected. */
export function getAccountDataKey(entry: ChainEntry | undefined): string | undefined {
  const address = entry?.accountState.address
  const network = entry?.networkState.caipNetwork
  return address && network ? `${network.caipNetworkId}:${address}` : undefined
}

/** The store, emptied first when it holds another account's data. */
export function accountDataFor(foyer: Foyer, key: string): Store<AccountDataState> {
  const store = foyer.stores.accountData
  if (store.getState().key !== key) store.setState({ ...initialAccountDataState, key })
  return store
}

/** Whether `key` is still the active account and network. */
export function isCurrentAccountKey(foyer: Foyer, key: string): boolean {
  return getAccountDataKey(getChainEntry(foyer)) === key
}
