import { onDestroy } from '../internal/internals.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Foyer } from '../types/foyer.js'

/** A token the account can send (from the server's balances, or the native balance without a server). */
export interface SendToken {
  name: string
  symbol: string
  decimals: number
  /** The ERC-20 contract; undefined for the native token. */
  address: string | undefined
  /** The balance in token units, as a decimal string. */
  balance: string
  /** USD per token, when known. */
  price: number | undefined
  iconUrl: string | undefined
}

/** A transfer the wallet has sent, as the success state shows it until the user is done. */
export interface SentTransfer {
  hash: string
  amount: string
  symbol: string
  /** The receiving address, and the name it was typed as (if any). */
  receiverAddress: string
  receiverName: string | undefined
  caipNetworkId: string
  /** 'pending' until the receipt arrives; 'failed' when the chain reverted it. */
  status: 'pending' | 'confirmed' | 'failed'
}

/** The Send form (spec section 4: send flow). Kept in core so that leaving the view loses nothing. */
export interface SendState {
  tokens: SendToken[]
  tokensLoading: boolean
  token: SendToken | undefined
  /** The amount as typed. */
  amount: string
  /** The receiver as typed: an address or a name. */
  receiver: string
  /** The address the receiver resolves to (a name looked up on the server). */
  receiverAddress: string | undefined
  receiverProfile: { name: string; avatar: string | undefined } | undefined
  receiverResolving: boolean
  /** Set when a name could not be resolved. */
  receiverUnknown: boolean
  /** Network fee estimate in the native token (decimal string) and USD. */
  fee: { native: string; symbol: string; usd: number | undefined } | undefined
  step: 'form' | 'preview' | 'sent'
  sending: boolean
  /** The transfer just sent (step 'sent'): what, to whom, where, and whether it is mined yet. */
  sent: SentTransfer | undefined
  /** The last send failure, shown on the preview. */
  error: string | undefined
}

export const initialSendState: SendState = {
  tokens: [],
  tokensLoading: false,
  token: undefined,
  amount: '',
  receiver: '',
  receiverAddress: undefined,
  receiverProfile: undefined,
  receiverResolving: false,
  receiverUnknown: false,
  fee: undefined,
  step: 'form',
  sending: false,
  sent: undefined,
  error: undefined,
}

const stores = new WeakMap<Foyer, Store<SendState>>()

/**
 * The Send form's store of `foyer` (created on first use). It resets when the active network or
 * account changes (spec section 4: 'Changing the active network resets the send form').
 */
export function getSendStore(foyer: Foyer): Store<SendState> {
  let store = stores.get(foyer)
  if (store) return store
  const created = createStore<SendState>({ ...initialSendState })
  store = created
  stores.set(foyer, created)
  const key = () => {
    const state = foyer.stores.chains.getState()
    const entry = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    return `${entry?.networkState.caipNetwork?.caipNetworkId}|${entry?.accountState.address}`
  }
  let last = key()
  const unsubscribe = foyer.stores.chains.subscribe(() => {
    const next = key()
    if (next === last) return
    last = next
    created.setState({ ...initialSendState })
  })
  onDestroy(foyer, unsubscribe)
  return created
}
