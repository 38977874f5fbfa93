import { SwapError } from '../../kernel/errors/swap.js'
import { getAccount } from '../../selectors/getAccount.js'
import { accountTypeOf } from '../../selectors/getAccountType.js'
import { canSwap } from '../../selectors/getSwapInputError.js'
import { getConnectedAccount } from '../../state/chains/connectedAccount.js'
import { describeSimulation } from '../../state/send/describeSimulation.js'
import { getBlockchainClient } from '../../state/server/serverApi.js'
import { getSwapAccount, getSwapStore } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import type { SendSimulation } from '../../types/send.js'
import type { SwapPreview, SwapState, SwapTokenOption, SwapTransaction } from '../../types/swap.js'
import { failSwap } from './failSwap.js'
import { SWAP_SLIPPAGE_PERCENT, swapParametersOf } from './swapParameters.js'

/** The address part of a CAIP address ('eip155:1:0xabc' → '0xabc'). */
const plain = (address: string) => address.split(':').pop() as string

/** True when the review of `state` was left (edited, another token or account) while it was being made. */
const left = (now: SwapState, state: SwapState) =>
  now.step !== 'preview' || now.amount !== state.amount || now.from !== state.from || now.to !== state.to

/**
 * Reviews the swap before the wallet is asked (spec section 4's allowance check, and the transaction
 * preview): the adapter checks whether the router may already spend the amount, builds the approval
 * when it may not, and the swap; both are simulated, in order, against the chain's current state. The
 * preview then shows each balance the swap changes, exactly, or the reason the chain would refuse it. A
 * failure to check the allowance or build a transaction returns to the form with the spec's text.
 *
 * @example
 * await previewSwap(foyer)
 * getSwapStore(foyer).getState().preview?.simulation // { status: 'ready', changes: [{ symbol: 'ETH', change: '-1' }, …] }
 */
export async function previewSwap(foyer: Foyer): Promise<void> {
  const store = getSwapStore(foyer)
  const state = store.getState()
  const smartAccount = accountTypeOf(getAccount(foyer)) === 'smartAccount'
  if (!canSwap(state, { smartAccount }) || !getSwapAccount(foyer) || !getBlockchainClient(foyer)) return
  store.setState({ step: 'preview', preview: undefined, error: undefined })
  const stale = () => left(store.getState(), state)
  const swap = await swapParametersOf(foyer, state)
  if (!swap || stale()) return
  const { account, from, to, parameters } = swap
  const fail = (error: SwapError, event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR' = 'SWAP_ERROR') =>
    stale() ? undefined : failSwap(foyer, error, event)

  let approval: SwapPreview['approval']
  let needed: boolean
  try {
    needed = await account.swaps.needsSwapApproval(parameters)
  } catch (cause) {
    return fail(new SwapError('allowance', cause))
  }
  if (needed) {
    try {
      approval = await account.swaps.prepareSwapApproval(parameters)
    } catch (cause) {
      return fail(new SwapError('approval', cause), 'SWAP_APPROVAL_ERROR')
    }
  }
  let transaction: SwapTransaction
  try {
    transaction = await account.swaps.prepareSwap({ ...parameters, slippagePercent: SWAP_SLIPPAGE_PERCENT })
  } catch (cause) {
    return fail(new SwapError('transaction', cause))
  }
  if (stale()) return
  const preview: SwapPreview = {
    amount: state.amount,
    from: from.address,
    to: to.address,
    approval,
    swap: transaction,
    simulation: { status: 'loading' },
  }
  store.setState({ preview })
  const simulation = await simulateSwap(foyer, [approval?.transaction, transaction], [from, to])
  if (stale() || store.getState().preview !== preview) return
  store.setState({ preview: { ...preview, simulation } })
}

/** The calls simulated together as the account (see `Adapter.simulateCalls`), in the preview's terms. */
async function simulateSwap(
  foyer: Foyer,
  transactions: (SwapTransaction | undefined)[],
  tokens: SwapTokenOption[],
): Promise<SendSimulation> {
  const account = getConnectedAccount(foyer)
  if (!account?.adapter?.simulateCalls) return { status: 'unavailable' }
  const watched = tokens.filter((token) => !token.native)
  let result: Awaited<ReturnType<NonNullable<typeof account.adapter.simulateCalls>>>
  try {
    result = await account.adapter.simulateCalls({
      network: account.network,
      from: account.address,
      calls: transactions.filter((transaction) => transaction !== undefined),
      watch: watched.map((token) => plain(token.address)),
    })
  } catch (error) {
    // The preview says it cannot tell, and never shows a guess.
    console.warn('Foyer: the swap could not be simulated', error)
    result = undefined
  }
  return describeSimulation(result, account.network.nativeCurrency, (token) =>
    watched.find((item) => plain(item.address).toLowerCase() === token.toLowerCase()),
  )
}
