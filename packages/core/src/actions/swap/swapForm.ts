import { activeLocale } from '../../kernel/messages/catalog.js'
import { formatAmount, normalizeTypedAmount, parseAmount } from '../../kernel/utils/units.js'
import { swapTokenOf } from '../../selectors/getSwapInputError.js'
import { getSwapStore } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import { scheduleSwapQuote } from './quoteSwap.js'

// The swap form's edits: each changes the form, clears the last failure and asks for a new quote.

/** The amount typed in the page's language ('0,5' in German). */
export function setSwapAmount(foyer: Foyer, amount: string): void {
  getSwapStore(foyer).setState({ amount: normalizeTypedAmount(amount, activeLocale()), error: undefined })
  scheduleSwapQuote(foyer)
}

/** Chooses the source or target token; choosing the other side's token swaps the two. */
export function selectSwapToken(foyer: Foyer, side: 'from' | 'to', address: string): void {
  const store = getSwapStore(foyer)
  const { from, to } = store.getState()
  const other = side === 'from' ? to : from
  if (other === address) store.setState({ from: to, to: from, error: undefined })
  else store.setState({ [side]: address, error: undefined })
  scheduleSwapQuote(foyer)
}

/** Swaps source and target; the quoted output becomes the amount to swap. */
export function flipSwap(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  const { from, to, quote, amount } = store.getState()
  store.setState({ from: to, to: from, amount: quote?.toAmount ?? amount, error: undefined })
  scheduleSwapQuote(foyer)
}

/** The whole balance of the source token (for the native token, less the network fee). */
export function setSwapMax(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  const state = store.getState()
  const token = swapTokenOf(state, state.from)
  if (!token) return
  let units = parseAmount(token.balance, token.decimals) ?? 0n
  if (token.native) units -= parseAmount(state.quote?.gasFee ?? '0', token.decimals) ?? 0n
  store.setState({ amount: formatAmount(units > 0n ? units : 0n, token.decimals), error: undefined })
  scheduleSwapQuote(foyer)
}

/** Leaves the review for the form, as it was typed. */
export function editSwap(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  if (store.getState().step === 'preview') store.setState({ step: 'form', preview: undefined })
}
