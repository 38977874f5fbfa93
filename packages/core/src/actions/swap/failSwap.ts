import type { FoyerError } from '../../kernel/errors/base.js'
import { swapTokenOf } from '../../selectors/getSwapInputError.js'
import { getConnectedAccount } from '../../state/chains/connectedAccount.js'
import { getSwapStore } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import type { SwapState } from '../../types/swap.js'

/** The event properties of the swap of `state`. */
export function swapProperties(foyer: Foyer, state: SwapState) {
  return {
    network: getConnectedAccount(foyer)?.network.caipNetworkId,
    from: swapTokenOf(state, state.from)?.symbol,
    to: swapTokenOf(state, state.to)?.symbol,
    amount: state.amount,
  }
}

/** Back to the form with the failure: said in a toast and on the form, and tracked. */
export function failSwap(
  foyer: Foyer,
  error: FoyerError,
  event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR',
): undefined {
  const store = getSwapStore(foyer)
  const properties = swapProperties(foyer, store.getState())
  store.setState({ step: 'form', preview: undefined, error: error.shortMessage })
  foyer.showToast({ type: 'error', message: error.shortMessage })
  foyer.track({ event, properties: { ...properties, message: error.shortMessage } })
  return undefined
}
