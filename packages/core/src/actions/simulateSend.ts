import { formatAmount } from '../kernel/utils/units.js'
import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import type { SendToken } from '../state/send/sendStore.js'
import type { Foyer } from '../types/foyer.js'
import { transferOf } from './transferOf.js'

/** At most this many of the account's tokens are watched by a simulation, besides the native one. */
const WATCHED_TOKENS = 12

/**
 * Simulates the transfer of the preview and stores the balance changes it would make: the native
 * balance and each token of the account's list (the sent one first). A simulation the adapter cannot
 * run, or that fails, is 'unavailable': the preview says so and never shows a guess.
 */
export async function simulateSend(foyer: Foyer): Promise<void> {
  const store = foyer.stores.send
  const state = store.getState()
  const account = getConnectedAccount(foyer)
  const transfer = account ? transferOf(foyer, state, account.address, account.network) : undefined
  const unavailable = () => store.setState({ simulation: { status: 'unavailable' } })
  if (!account || !transfer || !account.adapter?.simulateTransfer) return unavailable()
  const tokens = [state.token, ...state.tokens].filter(
    (token, index, all): token is SendToken =>
      token?.address !== undefined && all.findIndex((other) => other?.address === token.address) === index,
  )
  const watch = tokens.slice(0, WATCHED_TOKENS)
  const { request: _, ...simulated } = transfer
  let result: Awaited<ReturnType<NonNullable<typeof account.adapter.simulateTransfer>>>
  try {
    result = await account.adapter.simulateTransfer({
      ...simulated,
      watch: watch.map((token) => token.address as string),
    })
  } catch {
    result = undefined
  }
  // The form changed meanwhile (edited, sent, another account): this answer is not its.
  const now = store.getState()
  if (now.step !== 'preview' || now.amount !== state.amount || now.receiverAddress !== state.receiverAddress)
    return
  if (!result) return unavailable()
  if (result.reverted) {
    store.setState({ simulation: { status: 'reverts', reason: result.reason } })
    return
  }
  const native = account.network.nativeCurrency
  const changes = result.changes.flatMap(({ token, change }) => {
    if (change === 0n) return []
    const known = token === undefined ? native : watch.find((item) => item.address === token)
    if (!known) return []
    const amount = formatAmount(change < 0n ? -change : change, known.decimals)
    return [{ symbol: known.symbol, change: `${change < 0n ? '-' : '+'}${amount}` }]
  })
  store.setState({ simulation: { status: 'ready', changes } })
}
