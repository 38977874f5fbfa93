import type { SwapState } from '@foyer/core'
import { getSwapInputError, type SwapAccountKind } from '@foyer/core/views'
import type { useT } from '../../i18n/useT.js'

/** The fraction digits of a typed amount ('1.250' → 3), or 0 when it has none or is not an amount. */
const fractionDigits = (amount: string) => /^\d*\.(\d+)$/.exec(amount.trim())?.[1]?.length ?? 0

/**
 * What is wrong with the swap's amount, beside the field: more decimals than the source token has
 * ('fUSD has at most 6 decimal places': no unit of the token is that small, so the amount cannot be
 * sent as typed), else core's rules (an amount above 0, the balance, the gas: not for a smart account).
 *
 * @example
 * swapAmountError({ ...state, amount: '1.1234567' }, t) // 'fUSD has at most 6 decimal places'
 */
export function swapAmountError(
  state: SwapState,
  t: ReturnType<typeof useT>,
  account: SwapAccountKind = {},
): string | undefined {
  const from = state.tokens.find((token) => token.address === state.from)
  if (from && fractionDigits(state.amount) > from.decimals)
    return t('swap.tooManyDecimals', { symbol: from.symbol, decimals: from.decimals })
  return getSwapInputError(state, account)
}
