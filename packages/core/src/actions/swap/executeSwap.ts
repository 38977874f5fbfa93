import { FoyerError } from '../../kernel/errors/base.js'
import { SwapAddressNotFoundError, SwapError } from '../../kernel/errors/swap.js'
import { t } from '../../kernel/messages/t.js'
import { currentSwapPreview, swapTokenOf } from '../../selectors/getSwapInputError.js'
import { pause } from '../../state/services.js'
import { getSwapAccount, getSwapStore } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import type { SwapTransaction } from '../../types/swap.js'
import { fetchBalance } from '../fetchBalance.js'
import { fetchTokenBalances } from '../fetchTokenBalances.js'
import { failSwap, swapProperties } from './failSwap.js'
import { refreshSwapBalances } from './initSwap.js'

/** '1.5 ETH' with at most 3 decimals (spec section 9: amounts in messages use 3 decimals). */
function shortAmount(amount: string, symbol: string): string {
  const [whole, fraction = ''] = amount.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return `${whole}${kept ? `.${kept}` : ''} ${symbol}`
}

/** A typed failure as it is (a wallet's 4001 says 'rejected'), anything else as `fallback`. */
const asFoyerError = (cause: unknown, fallback: SwapError) =>
  cause instanceof FoyerError && cause.code !== 'UNKNOWN_ERROR' ? cause : fallback

/**
 * Sends the reviewed swap (spec section 4): the approval first when the preview has one ('Approve limit
 * increase in your wallet'), then the swap ('Confirm transaction in your wallet' while the wallet asks,
 * 'Swapping X to Y' once it has sent it); once final, 'Swapped X to Y',
 * SWAP_SUCCESS, the balances and Activity refresh and the amount resets. Nothing is sent while the
 * simulation runs or says the chain would refuse it. A refused approval tracks SWAP_APPROVAL_ERROR, a
 * refused or failed swap SWAP_ERROR; the form comes back with the reason (with no connected account
 * left to send from, 'No address found to swap the tokens from.'). Resolves with the swap's id
 * (a transaction hash), or undefined.
 *
 * @example
 * await previewSwap(foyer)
 * await executeSwap(foyer) // '0x5c50…'
 */
export async function executeSwap(foyer: Foyer): Promise<string | undefined> {
  const store = getSwapStore(foyer)
  const state = store.getState()
  const account = getSwapAccount(foyer)
  const preview = currentSwapPreview(state)
  const from = swapTokenOf(state, state.from)
  const to = swapTokenOf(state, state.to)
  if (!preview || !from || !to || !state.quote || state.step !== 'preview') return undefined
  if (preview.simulation.status === 'loading' || preview.simulation.status === 'reverts') return undefined
  // The reviewed swap has no account to send it from any more: 'No address found to swap the tokens from.'
  if (!account) return failSwap(foyer, new SwapAddressNotFoundError(), 'SWAP_ERROR')
  const label = {
    from: shortAmount(state.amount, from.symbol),
    to: shortAmount(state.quote.toAmount, to.symbol),
  }
  const send = (transaction: SwapTransaction, onSent?: () => void) =>
    account.swaps.sendSwapTransaction({
      network: account.network,
      account: account.address,
      transaction,
      request: (args) => foyer.request(args),
      pause: (ms) => pause(foyer, ms),
      ...(onSent ? { onSent } : {}),
    })

  if (preview.approval) {
    store.setState({ step: 'approving', error: undefined })
    foyer.showToast({ type: 'loading', message: t('toast.swapApprove') })
    try {
      await send(preview.approval.transaction)
    } catch (cause) {
      return failSwap(foyer, asFoyerError(cause, new SwapError('failed', cause)), 'SWAP_APPROVAL_ERROR')
    }
  }

  store.setState({ step: 'swapping', error: undefined })
  foyer.showToast({ type: 'loading', message: t('toast.swapConfirm') })
  let hash: string
  try {
    hash = await send(preview.swap, () =>
      foyer.showToast({ type: 'loading', message: t('toast.swapping', label) }),
    )
  } catch (cause) {
    return failSwap(foyer, asFoyerError(cause, new SwapError('failed', cause)), 'SWAP_ERROR')
  }
  foyer.showToast({ type: 'success', message: t('toast.swapped', label) })
  foyer.track({ event: 'SWAP_SUCCESS', properties: { ...swapProperties(foyer, state), hash } })
  store.setState({ step: 'form', preview: undefined, amount: '', quote: undefined, error: undefined })
  void fetchBalance(foyer).catch((error: unknown) => console.warn('Foyer: balance refresh failed', error))
  void fetchTokenBalances(foyer, { forceUpdate: true }).catch((error: unknown) =>
    console.warn('Foyer: token balance refresh failed', error),
  )
  await refreshSwapBalances(foyer)
  return hash
}
