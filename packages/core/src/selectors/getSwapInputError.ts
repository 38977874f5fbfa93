import { t } from '../kernel/messages/t.js'
import { parseAmount } from '../kernel/utils/units.js'
import type { SwapPreview, SwapState, SwapTokenOption } from '../types/swap.js'

/** The token of the swap's list at `address`. */
export const swapTokenOf = (state: SwapState, address: string | undefined): SwapTokenOption | undefined =>
  state.tokens.find((token) => token.address === address)

/** Who swaps: a smart account (`smartAccount`) has its gas paid otherwise and skips the gas check. */
export interface SwapAccountKind {
  smartAccount?: boolean | undefined
}

/**
 * What is wrong with the form (spec section 5), from the catalog, or undefined: an amount that is not
 * above 0 ('Please enter a valid amount'); more than the source token's balance, or, for an account
 * that is not a smart account (smart accounts skip the gas check), no native balance left for the
 * network fee ('Insufficient balance'; a zero native balance counts as no gas).
 */
export function getSwapInputError(
  state: SwapState,
  { smartAccount }: SwapAccountKind = {},
): string | undefined {
  const from = swapTokenOf(state, state.from)
  if (!from || state.amount.trim() === '') return undefined
  const units = parseAmount(state.amount, from.decimals)
  if (units === undefined || units === 0n) return t('swap.invalidAmount')
  if (units > (parseAmount(from.balance, from.decimals) ?? 0n)) return t('send.insufficientBalance')
  const native = state.tokens.find((token) => token.native)
  if (native && !smartAccount) {
    const nativeBalance = parseAmount(native.balance, native.decimals) ?? 0n
    const gas = parseAmount(state.quote?.gasFee ?? '0', native.decimals) ?? 0n
    const spent = from.native ? units : 0n
    if (nativeBalance === 0n || spent + gas > nativeBalance) return t('send.insufficientBalance')
  }
  return undefined
}

/** True when the form can be swapped: both tokens, a valid amount, a quote for it, no swap running. */
export function canSwap(state: SwapState, account: SwapAccountKind = {}): boolean {
  return Boolean(
    state.status === 'ready' &&
      state.from &&
      state.to &&
      state.quote &&
      state.quote.amount === state.amount &&
      state.quote.from === state.from &&
      state.quote.to === state.to &&
      !getSwapInputError(state, account) &&
      state.step === 'form',
  )
}

/** The preview made for what the form says now, or undefined. */
export function currentSwapPreview(state: SwapState): SwapPreview | undefined {
  const { preview } = state
  return preview && preview.amount === state.amount && preview.from === state.from && preview.to === state.to
    ? preview
    : undefined
}
