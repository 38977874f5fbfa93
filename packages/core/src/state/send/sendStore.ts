import type { Foyer } from '../../types/foyer.js'
import type { SendState } from '../../types/send.js'

export type { SendSimulation, SendState, SendToken, SentTransfer, SimulatedChange } from '../../types/send.js'

export const initialSendState: SendState = {
  tokens: [],
  tokensLoading: false,
  token: undefined,
  amount: '',
  receiver: '',
  receiverAddress: undefined,
  receiverProfile: undefined,
  receiverResolving: false,
  receiverTypo: false,
  receiverUnknown: false,
  receiverLookupFailed: false,
  receiverInvalidMessage: undefined,
  fee: undefined,
  deposit: undefined,
  step: 'form',
  simulation: undefined,
  sending: false,
  sent: undefined,
  error: undefined,
}

/**
 * Resets the Send form of `foyer` when the active network or account changes (spec section 4:
 * 'Changing the active network resets the send form'). Called once by createFoyer.
 */
export function watchSendForm(foyer: Foyer): () => void {
  const key = () => {
    const state = foyer.stores.chains.getState()
    const entry = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    return `${entry?.networkState.caipNetwork?.caipNetworkId}|${entry?.accountState.address}`
  }
  let last = key()
  return foyer.stores.chains.subscribe(() => {
    const next = key()
    if (next === last) return
    last = next
    foyer.stores.send.setState({ ...initialSendState })
  })
}
