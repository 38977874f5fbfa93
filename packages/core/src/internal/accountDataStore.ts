import type { BlockchainClient } from '../api/blockchain/createBlockchainClient.js'
import type { Transaction } from '../api/blockchain/schemas.js'
import { ChainNotSupportedError } from '../api/errors.js'
import { createRetryBlock, type RetryBlock } from '../cache/createRetryBlock.js'
import { NoServerError, TransactionsAccountRequiredError } from '../errors/account.js'
import type { AccountNft } from '../selectors/getNftsFromTransactions.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'
import type { ChainEntry } from '../types/state.js'
import { getChainEntry } from './chainState.js'
import { getBlockchainClient } from './serverApi.js'

export type FetchStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The account panel's data of the connected account on the active network (tokens, NFTs, history). */
export interface AccountDataState {
  /** `{caipNetworkId}:{address}` the data belongs to; other accounts' data is dropped. */
  key: string | undefined
  /**
   * True when the active network has no account data to ask for: the Foyer server does not serve it
   * (or there is no server). Retrying cannot help; the panel says why and offers another network.
   */
  unsupported: boolean
  /** `retryAt`: while a failure blocks retries (30 s), when the next try may go (instance clock, ms). */
  tokens: { status: FetchStatus; retryAt?: number }
  nfts: { status: FetchStatus; items: AccountNft[] }
  /** Transaction history (spec section 4): loading, empty and next-cursor flags follow each fetch. */
  transactions: {
    items: Transaction[]
    /** Cursor of the next page; undefined at the end. */
    next: string | undefined
    loading: boolean
    empty: boolean
    error: boolean
    /** True once the first page arrived. */
    fetched: boolean
  }
}

const initial: AccountDataState = {
  key: undefined,
  unsupported: false,
  tokens: { status: 'idle' },
  nfts: { status: 'idle', items: [] },
  transactions: { items: [], next: undefined, loading: false, empty: false, error: false, fetched: false },
}

const stores = new WeakMap<Foyer, Store<AccountDataState>>()
const retryBlocks = new WeakMap<Foyer, RetryBlock>()

/**
 * The account-data store of `foyer` (created on first use): portfolio status, NFTs and the history
 * of the connected account, read by the account panel.
 *
 * @example
 * const store = getAccountDataStore(foyer)
 * store.subscribe((state) => console.log(state.transactions.items.length))
 */
export function getAccountDataStore(foyer: Foyer): Store<AccountDataState> {
  let store = stores.get(foyer)
  if (!store) {
    store = createStore(initial)
    stores.set(foyer, store)
  }
  return store
}

/** The 30-second balance retry block of `foyer`, on the instance's clock (`options.now`). */
export function getBalanceRetryBlock(foyer: Foyer): RetryBlock {
  let block = retryBlocks.get(foyer)
  if (!block) {
    block = createRetryBlock({ now: () => (foyer.options.now ?? Date.now)() })
    retryBlocks.set(foyer, block)
  }
  return block
}

/**
 * Whether `error` (or its cause) says the active network has no account data on this instance: the
 * server does not serve it, or there is no server.
 */
export function isUnsupportedNetworkError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof ChainNotSupportedError || current instanceof NoServerError) return true
    current = current.cause
  }
  return false
}

/** The key of the active account and network, or undefined when not connected. */
export function getAccountDataKey(entry: ChainEntry | undefined): string | undefined {
  const address = entry?.accountState.address
  const network = entry?.networkState.caipNetwork
  return address && network ? `${network.caipNetworkId}:${address}` : undefined
}

/** The store, emptied first when it holds another account's data. */
export function accountDataFor(foyer: Foyer, key: string): Store<AccountDataState> {
  const store = getAccountDataStore(foyer)
  if (store.getState().key !== key) store.setState({ ...initial, key })
  return store
}

/** Whether `key` is still the active account and network. */
export function isCurrentAccountKey(foyer: Foyer, key: string): boolean {
  return getAccountDataKey(getChainEntry(foyer)) === key
}

/**
 * The connected account whose history is read: its address, account-data key and active network.
 *
 * @throws TransactionsAccountRequiredError when no account is connected.
 */
export function getHistoryAccount(foyer: Foyer): { address: string; key: string; network: Network } {
  const entry = getChainEntry(foyer)
  const address = entry?.accountState.address
  const key = getAccountDataKey(entry)
  const network = entry?.networkState.caipNetwork
  if (!address || !key || !network) throw new TransactionsAccountRequiredError()
  return { address, key, network }
}

/**
 * The blockchain client that reads the account's data.
 *
 * @throws NoServerError when the instance has no Foyer server (`apiUrl`).
 */
export async function getAccountDataClient(foyer: Foyer): Promise<BlockchainClient> {
  const pending = getBlockchainClient(foyer)
  if (!pending) throw new NoServerError()
  return pending
}
