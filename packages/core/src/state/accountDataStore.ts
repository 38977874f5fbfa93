import type { BlockchainClient } from '../api/blockchain/createBlockchainClient.js'
import { ServerChainNotSupportedError } from '../api/errors.js'
import { createRetryBlock, type RetryBlock } from '../kernel/cache/createRetryBlock.js'
import { NoServerError, TransactionsAccountRequiredError } from '../kernel/errors/account.js'
import type { Store } from '../kernel/store/createStore.js'
import type { AccountDataState } from '../types/accountData.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'
import type { ChainEntry } from '../types/state.js'
import { getChainEntry } from './chainState.js'
import { getBlockchainClient } from './serverApi.js'

export type { AccountDataState, FetchStatus } from '../types/accountData.js'

export const initialAccountDataState: AccountDataState = {
  key: undefined,
  unsupported: false,
  tokens: { status: 'idle' },
  nfts: { status: 'idle', items: [] },
  transactions: { items: [], next: undefined, loading: false, empty: false, error: false, fetched: false },
}

/** The 30-second balance retry block of `foyer`: its failures in the instance's services, on its clock. */
export function getBalanceRetryBlock(foyer: Foyer): RetryBlock {
  return createRetryBlock({ now: foyer.services.now, failedAt: foyer.services.balanceFailures })
}

/**
 * Whether `error` (or its cause) says the active network has no account data on this instance: the
 * server does not serve it, or there is no server.
 */
export function isUnsupportedNetworkError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof ServerChainNotSupportedError || current instanceof NoServerError) return true
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
  const store = foyer.stores.accountData
  if (store.getState().key !== key) store.setState({ ...initialAccountDataState, key })
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
