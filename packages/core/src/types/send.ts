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

/** One balance of the sender that the simulated transfer changes: signed, in token units ('-1.5'). */
export interface SimulatedChange {
  symbol: string
  change: string
}

/**
 * What the transfer will do to the sender's balances, simulated against the chain's current state before
 * the wallet is asked: 'loading'; 'ready' with each balance that changes; 'reverts' with the chain's
 * reason (the wallet is not asked); 'unavailable' when the chain or account cannot be simulated.
 */
export type SendSimulation =
  | { status: 'loading' }
  | { status: 'ready'; changes: SimulatedChange[] }
  | { status: 'reverts'; reason: string | undefined }
  | { status: 'unavailable' }

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
  /** True while the receiver is being read or its name looked up. */
  receiverResolving: boolean
  /** Set when the receiver looks like an address but fails its typo guard (EVM: EIP-55). */
  receiverTypo: boolean
  /** Set when a name could not be resolved: the server knows no such name, or it has no address here. */
  receiverUnknown: boolean
  /** Set when a name's lookup itself failed (the server or the network): 'Error resolving name'. */
  receiverLookupFailed: boolean
  /**
   * The catalog key of the error for a receiver that is neither an address nor a name: the active
   * adapter's `invalidAddressMessage`; undefined for the generic one.
   */
  receiverInvalidMessage?: string | undefined
  /** Network fee estimate in the native token (decimal string) and USD. */
  fee: { native: string; symbol: string; usd: number | undefined } | undefined
  /**
   * What the transfer to the receiver pays besides the fee to open an account for it (Solana: the
   * rent-exempt deposit of the receiver's new token account), as `fee`; undefined when none or unknown.
   */
  deposit: { native: string; symbol: string; usd: number | undefined } | undefined
  step: 'form' | 'preview' | 'sent'
  /** The preview's simulation of the transfer (undefined outside the preview). */
  simulation: SendSimulation | undefined
  sending: boolean
  /** The transfer just sent (step 'sent'): what, to whom, where, and whether it is mined yet. */
  sent: SentTransfer | undefined
  /** The last send failure, shown on the preview. */
  error: string | undefined
}
