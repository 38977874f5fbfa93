import type { ChainAdapter } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'
import type { Store } from '../../types/store.js'
import type { SwapState, SwapsTokens } from '../../types/swap.js'
import { getConnectedAccount } from '../chains/connectedAccount.js'
import { cancel, onDestroy } from '../services.js'
import { initialSwapState } from './swapState.js'

export { initialSwapState }

/** The network and account the swap form is for ('<caipNetworkId>|<address>'), or undefined. */
export function swapAccountKey(foyer: Foyer): string | undefined {
  const account = getConnectedAccount(foyer)
  return account ? `${account.network.caipNetworkId}|${account.address}` : undefined
}

/**
 * The swap form of `foyer` (`stores.swap`), following the active account from the first use on:
 * another network or account is another swap (its tokens and balances are not these), so the form
 * resets and an answer still on its way is dropped.
 */
export function getSwapStore(foyer: Foyer): Store<SwapState> {
  const { swap: store } = foyer.stores
  const runtime = foyer.services.swap
  if (runtime.watching) return store
  runtime.watching = true
  const stop = foyer.stores.chains.subscribe(() => {
    if (swapAccountKey(foyer) === store.getState().key) return
    runtime.generation++
    cancel(foyer, runtime.timer)
    store.setState({ ...initialSwapState })
  })
  onDestroy(foyer, stop)
  return store
}

/** The adapter, when it implements every step of the swap capability. */
function swapsOf(adapter: ChainAdapter | undefined): (ChainAdapter & SwapsTokens) | undefined {
  return adapter?.quoteSwap &&
    adapter.needsSwapApproval &&
    adapter.prepareSwapApproval &&
    adapter.prepareSwap &&
    adapter.sendSwapTransaction
    ? (adapter as ChainAdapter & SwapsTokens)
    : undefined
}

/**
 * The connected account of the active namespace with its adapter's swap capability (`swaps`), or
 * undefined when its chain family has none (the Swap view then says the network is not supported).
 */
export function getSwapAccount(foyer: Foyer) {
  const account = getConnectedAccount(foyer)
  const swaps = swapsOf(account?.adapter)
  return account && swaps ? { ...account, swaps } : undefined
}
