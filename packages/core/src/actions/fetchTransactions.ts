import type { Transaction } from '@foyer/protocol'
import {
  type CaipNetworkUndefinedError,
  FetchTransactionsError,
  type TransactionsAccountRequiredError,
} from '../kernel/errors/account.js'
import { filterTransactions } from '../selectors/filterTransactions.js'
import { getAccount } from '../selectors/getAccount.js'
import { accountTypeOf } from '../selectors/getAccountType.js'
import { accountDataFor, isCurrentAccountKey } from '../state/accountData/accountDataStore.js'
import { keepLocalTransactions } from '../state/accountData/pendingTransactions.js'
import type { Foyer } from '../types/foyer.js'
import { getAccountDataClient, getHistoryAccount, isUnsupportedNetworkError } from './accountDataReads.js'

/** Pages read at most in one call while every entry of a page is hidden (other chain, spam). */
const maxHiddenPages = 5

export interface FetchTransactionsParameters {
  /** Start again from the first page (pull to refresh, a new account). Default: the next page. */
  reset?: boolean
}

/** The shown history so far (all pages), or undefined when the fetch failed or was superseded. */
export type FetchTransactionsReturnType = Transaction[] | undefined

export type FetchTransactionsErrorType = TransactionsAccountRequiredError | CaipNetworkUndefinedError

/**
 * Fetches the next page of the connected account's history (spec section 4: paginated by cursor)
 * on the active network into the account-data store, keeping only the entries the Activity tab shows
 * (`filterTransactions`: connected chain, not all-spam). The loading, empty and next-cursor flags
 * follow each fetch. On failure it shows 'Failed to fetch transactions' and tracks
 * ERROR_FETCH_TRANSACTIONS. Does nothing while a page is loading or after the last page.
 *
 * @throws TransactionsAccountRequiredError when no account is connected.
 * @throws CaipNetworkUndefinedError when the connected account has no network.
 * @example
 * await fetchTransactions(foyer) // first page
 * await fetchTransactions(foyer) // next page, appended
 */
export async function fetchTransactions(
  foyer: Foyer,
  { reset = false }: FetchTransactionsParameters = {},
): Promise<FetchTransactionsReturnType> {
  const { address, key, network } = getHistoryAccount(foyer)
  const store = accountDataFor(foyer, key)
  const current = store.getState().transactions
  if (current.loading) return current.items
  if (!reset && current.fetched && !current.next) return current.items

  let cursor = reset ? undefined : current.next
  let items = reset ? [] : [...current.items]
  store.setState({ transactions: { ...current, loading: true, error: false } })
  try {
    const client = await getAccountDataClient(foyer)
    let next: string | undefined
    for (let page = 0; page < maxHiddenPages; page++) {
      const answer = await client.fetchTransactions({
        account: address,
        cursor,
        chainId: network.caipNetworkId,
      })
      next = answer.next ?? undefined
      const shown = filterTransactions(answer.data, network.caipNetworkId)
      items.push(...shown)
      if (shown.length > 0 || !next) break
      cursor = next
    }
    if (!isCurrentAccountKey(foyer, key)) return undefined
    // Transactions this page sent stay on top as pending until the server's history has them.
    if (reset) items = keepLocalTransactions(store.getState().transactions.items, items)
    store.setState({
      transactions: { items, next, loading: false, empty: items.length === 0, error: false, fetched: true },
    })
    return items
  } catch (error) {
    if (!isCurrentAccountKey(foyer, key)) return undefined
    const failure = new FetchTransactionsError({ cause: error })
    console.warn(`Foyer: ${failure.shortMessage}`, error)
    store.setState({
      transactions: { ...store.getState().transactions, loading: false, error: true },
      unsupported: isUnsupportedNetworkError(error),
    })
    foyer.track({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: {
        address,
        projectId: foyer.options.projectId,
        cursor,
        isSmartAccount: accountTypeOf(getAccount(foyer)) === 'smartAccount',
      },
    })
    foyer.showToast({ type: 'error', message: failure.shortMessage })
    return undefined
  }
}
