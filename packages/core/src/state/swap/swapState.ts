import type { SwapState } from '../../types/swap.js'

// Apart from ./swapStore.ts so that createFoyer, on page load, takes the form's first state and not
// the swap flow's helpers, which load with the Swap view.

/** The swap form before its first use, and after another network or account resets it. */
export const initialSwapState: SwapState = {
  status: 'idle',
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  quote: undefined,
  quoting: false,
  quoteError: undefined,
  step: 'form',
  preview: undefined,
  error: undefined,
  key: undefined,
}
