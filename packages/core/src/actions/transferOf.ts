import { parseAmount } from '../kernel/utils/units.js'
import type { SendState } from '../state/send/sendStore.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'

// What Send's steps (fee, simulation, sending, settling) hand the adapter.

/** The instance's wallet requests, through its policy (approval toast, typed errors). */
export const walletRequest = (foyer: Foyer) => (args: { method: string; params?: unknown }) =>
  foyer.request(args)

/** The transfer the form describes, in the adapter's terms (undefined while a token or receiver is missing). */
export function transferOf(foyer: Foyer, state: SendState, from: string, network: Network) {
  const { token, receiverAddress } = state
  if (!token || !receiverAddress) return undefined
  const amount = parseAmount(state.amount || '0', token.decimals) ?? 0n
  return { network, from, to: receiverAddress, token: token.address, amount, request: walletRequest(foyer) }
}
