import { TokenBalanceUnavailableError } from '../kernel/errors/account.js'
import type { FoyerError } from '../kernel/errors/base.js'
import { t } from '../kernel/messages/t.js'
import { getTokenBalances } from '../selectors/getTokenBalances.js'
import {
  accountDataFor,
  getAccountDataKey,
  isCurrentAccountKey,
} from '../state/accountData/accountDataStore.js'
import { getChainEntry, setAccountState } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'
import type { TokenBalance } from '../types/state.js'
import { getAccountDataClient, getBalanceRetryBlock, isUnsupportedNetworkError } from './accountDataReads.js'

export interface FetchTokenBalancesParameters {
  /** Bypass the portfolio cache (30 s) and the server's cache, e.g. after the native balance changed. */
  forceUpdate?: boolean
}

/** The listed balances, or undefined when not connected, blocked or failed. */
export type FetchTokenBalancesReturnType = TokenBalance[] | undefined

/** fetchTokenBalances never throws: a failure shows 'Token Balance Unavailable'. */
export type FetchTokenBalancesErrorType = never

/**
 * Fetches the token balances of the connected account on the active network from the Foyer server's
 * balance endpoint (through the portfolio cache, 30 s) and stores them, filtered and sorted by value
 * (`getTokenBalances`), in the account state's `tokenBalance`. When the fetch fails or the network
 * is not supported, it shows the 'Token Balance Unavailable' toast and blocks retries for that
 * account for 30 seconds (spec section 8) on the instance's clock (`options.now`).
 *
 * @example
 * await fetchTokenBalances(foyer)
 * getAccount(foyer)?.tokenBalance // [{ symbol: 'ETH', value: 30000, … }, …]
 */
export async function fetchTokenBalances(
  foyer: Foyer,
  { forceUpdate }: FetchTokenBalancesParameters = {},
): Promise<FetchTokenBalancesReturnType> {
  const entry = getChainEntry(foyer)
  const key = getAccountDataKey(entry)
  const address = entry?.accountState.address
  const network = entry?.networkState.caipNetwork
  if (!entry || !key || !address || !network) return undefined
  const store = accountDataFor(foyer, key)
  const retry = getBalanceRetryBlock(foyer)
  if (retry.blocked(key)) {
    store.setState({ tokens: { status: 'error', retryAt: retry.retryAt(key) } })
    return undefined
  }
  store.setState({ tokens: { status: 'loading' } })
  try {
    const client = await getAccountDataClient(foyer)
    const { balances } = await client.fetchBalance({ address, chainId: network.caipNetworkId, forceUpdate })
    const tokens = getTokenBalances(balances.map((balance) => ({ ...balance, price: balance.price ?? 0 })))
    if (!isCurrentAccountKey(foyer, key)) return undefined
    retry.clear(key)
    setAccountState(foyer, entry.namespace, { tokenBalance: tokens })
    store.setState({ tokens: { status: 'ready' } })
    return tokens
  } catch (error) {
    retry.fail(key)
    if (!isCurrentAccountKey(foyer, key)) return undefined
    const failure: FoyerError =
      error instanceof TokenBalanceUnavailableError
        ? error
        : new TokenBalanceUnavailableError({ cause: error })
    console.warn(`Foyer: ${failure.shortMessage}`, error)
    store.setState({ tokens: { status: 'error' }, unsupported: isUnsupportedNetworkError(error) })
    foyer.showToast({ type: 'error', message: t('toast.balanceUnavailable') })
    return undefined
  }
}
