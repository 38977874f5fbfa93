import { parseAmount } from '../../kernel/utils/units.js'
import { swapTokenOf } from '../../selectors/getSwapInputError.js'
import { getBlockchainClient } from '../../state/server/serverApi.js'
import { getSwapAccount } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import type { SwapParameters, SwapState } from '../../types/swap.js'

/**
 * Spec section 9: slippage tolerance 1 %. The spec's provider fee (0.85 %) is not quoted: no router
 * Foyer swaps through charges it, and a fee that is never taken is not shown (issue #31).
 */
export const SWAP_SLIPPAGE_PERCENT = 1

/**
 * The swap the form describes, in the capability's terms, with the account and capability to ask: or
 * undefined when a token, the amount, the server or the capability is missing.
 */
export async function swapParametersOf(foyer: Foyer, state: SwapState) {
  const account = getSwapAccount(foyer)
  const pending = getBlockchainClient(foyer)
  const from = swapTokenOf(state, state.from)
  const to = swapTokenOf(state, state.to)
  const amount = from ? parseAmount(state.amount, from.decimals) : undefined
  if (!account || !pending || !from || !to || !amount) return undefined
  const parameters: SwapParameters = {
    network: account.network,
    account: account.address,
    from,
    to,
    amount,
    api: await pending,
  }
  return { account, from, to, parameters }
}
