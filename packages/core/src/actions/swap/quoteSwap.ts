import { SwapError } from '../../kernel/errors/swap.js'
import { formatAmount, parseAmount, roundDownSignificant } from '../../kernel/utils/units.js'
import { swapTokenOf } from '../../selectors/getSwapInputError.js'
import { cancel, schedule } from '../../state/services.js'
import { getSwapStore } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import { SWAP_SLIPPAGE_PERCENT, swapParametersOf } from './swapParameters.js'

/** Quotes follow the typing after this pause (spec section 9: debounce 500 ms). */
export const SWAP_QUOTE_DELAY_MS = 500

/**
 * The minimum received is shown to this many significant digits, rounded down (a minimum must never
 * read as more than arrives at worst): '0.0329999 ETH', not '0.032999999999999999 ETH'.
 */
const MINIMUM_DIGITS = 6

/** `toAmount` less the slippage tolerance, in the token's smallest units (bigint: exact). */
const minimumOf = (toAmount: bigint) => (toAmount * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n

/**
 * A quote for the form once the typing pauses (`SWAP_QUOTE_DELAY_MS`); an older answer never replaces a
 * newer one. Without both tokens and an amount above 0 there is no quote.
 */
export function scheduleSwapQuote(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  const runtime = foyer.services.swap
  const generation = ++runtime.generation
  cancel(foyer, runtime.timer)
  const state = store.getState()
  const from = swapTokenOf(state, state.from)
  const units = from ? parseAmount(state.amount, from.decimals) : undefined
  if (!from || !swapTokenOf(state, state.to) || !units) {
    store.setState({ quote: undefined, quoting: false, quoteError: undefined })
    return
  }
  store.setState({ quoting: true, quoteError: undefined })
  runtime.timer = schedule(foyer, () => void quote(foyer, generation), SWAP_QUOTE_DELAY_MS)
}

/** Asks the adapter for the quote of what the form says now, for the question `generation`. */
async function quote(foyer: Foyer, generation: number): Promise<void> {
  const store = getSwapStore(foyer)
  const runtime = foyer.services.swap
  const state = store.getState()
  try {
    const swap = await swapParametersOf(foyer, state)
    if (!swap) throw new Error('no swap for this account')
    const { account, from, to, parameters } = swap
    const { toAmount, networkFee } = await account.swaps.quoteSwap(parameters)
    if (generation !== runtime.generation) return
    const { decimals } = account.network.nativeCurrency
    store.setState({
      quoting: false,
      quote: {
        amount: state.amount,
        from: from.address,
        to: to.address,
        toAmount: formatAmount(toAmount, to.decimals),
        minimum: formatAmount(
          roundDownSignificant(minimumOf(toAmount), to.decimals, MINIMUM_DIGITS),
          to.decimals,
        ),
        gasFee: formatAmount(networkFee, decimals),
      },
    })
  } catch (cause) {
    if (generation !== runtime.generation) return
    store.setState({
      quoting: false,
      quote: undefined,
      quoteError: new SwapError('quote', cause).shortMessage,
    })
  }
}
