import type { Connector } from './connector.js'
import type { Metadata } from './metadata.js'
import type { CaipNetworkId, ChainNamespace, Network } from './network.js'
import type { Siwx, SiwxVerifier } from './siwx.js'
import type { AccountType, WalletConnectState } from './state.js'
import type { SwapsTokens } from './swap.js'
import type { ContractCall, WalletRequest } from './walletCall.js'

export type { ContractCall, WalletRequest } from './walletCall.js'

/** What an adapter reports back to core. Adapters never touch the stores themselves. */
export interface AdapterEvents {
  connectorsChanged(connectors: Connector[]): void
  /** The wallet behind `connectorId` changed its accounts; an empty list means it disconnected us. */
  accountsChanged(p: {
    connectorId: string
    addresses: string[]
    accountTypes?: AccountType[] | undefined
  }): void
  /** The wallet's active chain changed (reference part of the CAIP id, e.g. 31337). */
  chainChanged(p: { connectorId: string; chainId: number | string }): void
  disconnected(p: { connectorId: string }): void
  /** A WalletConnect connector reports its pairing status (URI, expiry, buffering, error, deep link). */
  walletConnectChanged?(p: Partial<WalletConnectState>): void
  /** The networks the host requested for this namespace (e.g. the chains of a WalletConnect proposal). */
  requestedNetworks?(): Network[]
  /**
   * The networks a session through `connectorId` asks for (a WalletConnect proposal): the requested
   * networks of every namespace whose adapter offers that connector, this namespace's first, so that one
   * session connects each family.
   */
  sessionNetworks?(connectorId: string): Network[]
  /** The instance's clock (`options.now`), for timers that tests control. */
  now?(): number
  /** The networks the wallet behind `connectorId` approved changed (e.g. a WalletConnect session_update). */
  approvedNetworksChanged?(p: { connectorId: string } & ApprovedNetworks): void
  /**
   * The sign-in to do while pairing (WalletConnect one-click sign-in, wc_sessionAuthenticate): the host's
   * SIWX when sign-in is on and every requested network is of this adapter's namespace (the EVM adapter
   * asks: the pairing signs in on eip155 only); otherwise undefined.
   */
  oneClickSignIn?(): Siwx | undefined
  /**
   * The site as wallets show it (`options.metadata`): what a WalletConnect pairing sends the wallet when
   * its connector was not given metadata of its own. Undefined when the host set none.
   */
  siteMetadata?(): Metadata | undefined
  /**
   * The embedded wallet behind a connector that core itself provides: the AUTH connector of email
   * login, whose wallet lives in the secure frame. The adapter that declares `features.embeddedWallet`
   * makes its own wallet interface of it (EVM: an EIP-1193 provider). Undefined for every other
   * connector id and adapter.
   */
  embeddedWallet?(connectorId: string): EmbeddedWallet | undefined
}

/**
 * The account of the embedded wallet's session on a network: the active account (`address`, of type
 * `accountType`), every account of the session with its real type (the active one first: the EOA, and
 * the ERC-4337 smart account on a network that has one), and whether that smart account is deployed.
 */
export interface EmbeddedAccount {
  address: string
  chainId: number
  accounts: { address: string; type: EmbeddedAccountType }[]
  accountType: EmbeddedAccountType
  smartAccountDeployed: boolean
}

/** The account types of the embedded wallet: its key (EOA) or the smart account it owns. */
export type EmbeddedAccountType = Extract<AccountType, 'eoa' | 'smartAccount'>

/**
 * The embedded wallet of email login as core hands it to an adapter: the secure frame's session, in the
 * frame's terms (accounts, networks by chain id, sign-out, and requests it answers), naming no chain
 * protocol. Nothing here signs by itself: the frame shows its own prompt for whatever signs or spends.
 */
export interface EmbeddedWallet {
  /**
   * The account of the frame's session on `chainId` (default: the network the frame starts on, the
   * active one else the first requested), with the network it is on, as the page prefers it (the
   * preferred account type is sent: the frame answers the smart account only where it has one);
   * undefined before the email login has finished.
   */
  getAccount(p: { chainId?: number | undefined }): Promise<EmbeddedAccount | undefined>
  /** The network the frame is on (its chain id). */
  getChainId(): Promise<number>
  /** Moves the frame to the network `chainId`; resolves with the network it is on then. */
  switchNetwork(p: { chainId: number }): Promise<{ chainId: number }>
  /** Ends the frame's session on this device. */
  signOut(): Promise<void>
  /** A request for the frame to answer: it signs (after its own prompt) or reads the chain. */
  request(p: { method: string; params?: unknown }): Promise<unknown>
  /**
   * Makes `type` the active account of the frame (SET_PREFERRED_ACCOUNT): resolves with the account now
   * active; rejects when the frame cannot (no smart account on that network). Then every
   * `onAccountChanged` listener is called.
   */
  setPreferredAccountType(p: {
    type: EmbeddedAccountType
  }): Promise<{ type: EmbeddedAccountType; address: string }>
  /** The chain ids of the networks where the embedded wallet has a smart account. */
  getSmartAccountEnabledNetworks(): Promise<number[]>
  /**
   * Calls `listener` after the frame's active account changed by `setPreferredAccountType` (the
   * adapter re-reads the account and tells its wallet interface's listeners); returns the unsubscribe.
   */
  onAccountChanged(listener: () => void): () => void
}

/**
 * The networks a wallet approved for the site (a WalletConnect session's namespace). A wallet that can add
 * chains (`wallet_addEthereumChain`) supports all networks.
 */
export interface ApprovedNetworks {
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
}

export interface ConnectResult {
  address: string
  /** All addresses the wallet exposed, first is the active one. */
  addresses: string[]
  /**
   * The type of each of `addresses`, in the same order (spec section 6: a Bitcoin wallet's payment and
   * ordinal addresses); left out, every address is an EOA.
   */
  accountTypes?: AccountType[] | undefined
  chainId: number | string
  /** The networks the wallet approved; undefined when it does not say (all enabled, e.g. injected wallets). */
  approvedNetworks?: ApprovedNetworks | undefined
}

/** The minimum every chain family implements. */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Starts discovery. Called once by createFoyer (in the browser only). Returns a cleanup. */
  setup(events: AdapterEvents): () => void
  getConnectors(): Connector[]
  /**
   * Does what discovery deferred to keep page load light (e.g. validating wallet announcements), then
   * reports the complete connector list. Core calls it before the wallet list shows and before a
   * session is restored; the adapter's own operations need not wait for it.
   */
  prepare?(): Promise<void>
  connect(p: { connectorId: string; network: Network }): Promise<ConnectResult>
  disconnect(p: { connectorId: string }): Promise<void>
  /**
   * Left out by a family whose balance Foyer does not show (spec section 9 gives balances to EVM and
   * Solana only; Bitcoin and Polkadot connect, sign and switch networks): its balance stays unknown,
   * without a loading state or a warning.
   */
  getBalance?: ReadsBalances['getBalance']
  /** Optional capabilities (STYLE rule 5). */
  switchNetwork?: SwitchesNetworks['switchNetwork']
  signMessage?: SignsMessages['signMessage']
  request?: RequestsRpc['request']
  estimateTransferFee?: SendsTransfers['estimateTransferFee']
  estimateTransferDeposit?: SendsTransfers['estimateTransferDeposit']
  sendTransfer?: SendsTransfers['sendTransfer']
  getTransferStatus?: SendsTransfers['getTransferStatus']
  readReceiver?: SendsTransfers['readReceiver']
  nameCoinTypes?: SendsTransfers['nameCoinTypes']
  simulateTransfer?: SendsTransfers['simulateTransfer']
  simulateCalls?: SendsTransfers['simulateCalls']
  quoteSwap?: SwapsTokens['quoteSwap']
  needsSwapApproval?: SwapsTokens['needsSwapApproval']
  prepareSwapApproval?: SwapsTokens['prepareSwapApproval']
  prepareSwap?: SwapsTokens['prepareSwap']
  sendSwapTransaction?: SwapsTokens['sendSwapTransaction']
  verifySignIn?: VerifiesSignIns['verifySignIn']
  /** Silently re-attach to a wallet that is still authorised (no prompt). Returns undefined when not possible. */
  reconnect?(p: { connectorId: string; network: Network }): Promise<ConnectResult | undefined>
  checkRequest?: ChecksRequests['checkRequest']
  /** Which of Foyer's own features serve this family (left out: none). */
  features?: AdapterFeatures | undefined
  /**
   * The network of this family that is the default when the host requested it and named no default
   * (EVM: Ethereum mainnet, spec section 9). The first adapter's that is requested wins.
   */
  preferredNetwork?: CaipNetworkId | undefined
  /**
   * The key in core's message catalog of Send's error for a receiver that is neither an address of this
   * chain nor a name (Solana: 'send.invalidAddressSolana'); left out, the generic one, which shows 0x….
   */
  invalidAddressMessage?: string | undefined
}

/**
 * Which of Foyer's own features serve a chain family: core asks the adapters instead of naming a chain.
 * With several adapters, the first that declares a feature has it.
 */
export interface AdapterFeatures {
  /**
   * The email login's embedded wallet is an account of this family (the secure frame holds its key, and
   * speaks chain ids of this family): email login is offered when such an adapter is set, the email
   * account lives in its namespace, and the adapter makes its own wallet interface of
   * `AdapterEvents.embeddedWallet`.
   */
  embeddedWallet?: boolean
  /** The Foyer server knows the names and avatars (identities) of this family's accounts (EVM: ENS-style). */
  identities?: boolean
  /** The on-ramp buys assets on this family's networks (spec section 9). */
  onramp?: boolean
  /** `getProvider(foyer)` without a namespace gives this family's provider (EIP-1193, as wagmi hosts expect). */
  eip1193Provider?: boolean
}

export interface ChecksRequests {
  /**
   * Checks a request's shape against this family's protocol before it reaches the wallet or the policy's
   * prompts (EVM: wallet_sendCalls' calls, EIP-5792): undefined at once when it is fine (the request goes
   * on in the same task: a wallet's deep link must open within the click), else a promise that rejects
   * with the typed error.
   */
  checkRequest(p: { method: string; params?: unknown }): Promise<never> | undefined
}

export interface ReadsBalances {
  /** Native balance of `address` on `network`, formatted in units of the native currency (e.g. "1.5"). */
  getBalance(p: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>
}

export interface SwitchesNetworks {
  /**
   * Asks the wallet to switch to `network`; adds it first when the wallet answers 4902, 5000 or 32603.
   * Rejects with a typed error (code 4001 for a user rejection).
   */
  switchNetwork(p: { connectorId: string; network: Network }): Promise<void>
}

/** One transfer of the Send flow, in the chain's terms. */
export interface TransferParameters {
  network: Network
  from: string
  to: string
  /** The token's contract or mint; undefined for the native token. */
  token: string | undefined
  /** In the token's smallest units. */
  amount: bigint
  request: WalletRequest
}

/** A simulated transfer: each balance change (smallest units), or the revert with its decoded reason. */
export type TransferSimulation =
  | { reverted: false; changes: { token: string | undefined; change: bigint }[] }
  | { reverted: true; reason: string | undefined }

/** Simulated calls: as a transfer's, and a revert names which call (its index) would fail. */
export type CallsSimulation =
  | { reverted: false; changes: { token: string | undefined; change: bigint }[] }
  | { reverted: true; reason: string | undefined; call: number }

/** A receiver typed in Send (or a name's address), as the active chain's adapter reads it. */
export type ReceiverReading =
  /** An address of this chain: the one to send to. */
  | { kind: 'address'; address: string }
  /** Shaped like an address, but its typo guard fails (EVM: a mixed-case address with a wrong EIP-55 checksum). */
  | { kind: 'typo' }
  /** Not an address of this chain: a name, or nothing. */
  | { kind: 'other' }

/**
 * The chain-specific part of Send (spec section 4): core's Send flow (form, rules, preview, success
 * state, pending Activity) knows no chain; the adapter reads receivers, and builds, prices, submits and
 * follows the transfer.
 * Every wallet call goes through `request`, so the instance's policy (the 'Check your wallet' toast,
 * typed errors such as 4001) applies.
 */
export interface SendsTransfers {
  /** Reads `text` as an address of `network`'s chain (spec section 5's address rules). */
  readReceiver(p: { network: Network; text: string }): Promise<ReceiverReading>
  /** The keys of a name record's addresses for `network`, in order: coin types (SLIP-44, ENSIP-11). */
  nameCoinTypes(p: { network: Network }): Promise<string[]>
  /**
   * The network fee of the transfer, in the native currency's smallest units: what validators are paid,
   * nothing else (a deposit the transfer makes is `estimateTransferDeposit`'s).
   */
  estimateTransferFee(p: TransferParameters): Promise<bigint>
  /**
   * What the transfer pays besides the network fee to create an account for the receiver, in the native
   * currency's smallest units; 0n when it creates none. Solana: the rent-exempt deposit of the receiver's
   * new associated token account, when an SPL transfer creates it. Not a fee: the new account holds it.
   * Chains whose transfers never create accounts leave it out.
   */
  estimateTransferDeposit?(p: TransferParameters): Promise<bigint>
  /** Asks the wallet to send the transfer; resolves with its id (a transaction hash or signature). */
  sendTransfer(p: TransferParameters): Promise<string>
  /**
   * Runs the transfer against the chain's current state without sending it (no wallet involved): the
   * change of the sender's native balance (`token` undefined) and of each of `watch`'s tokens, in smallest
   * units, or the revert and its reason. Undefined when the chain or the account cannot be simulated.
   */
  simulateTransfer?(
    p: Omit<TransferParameters, 'request'> & { watch: readonly string[] },
  ): Promise<TransferSimulation | undefined>
  /**
   * Runs contract calls in order, as `from`, against the chain's current state without sending them
   * (an approval and the swap that spends it): the change of the native balance and of each of `watch`'s
   * tokens, or which call reverts and why. Undefined when the chain or the account cannot be simulated.
   * EVM-shaped: chains without contract calls leave it out.
   */
  simulateCalls?(p: {
    network: Network
    from: string
    calls: readonly ContractCall[]
    watch: readonly string[]
  }): Promise<CallsSimulation | undefined>
  /** The transfer's outcome once final; undefined while it is not (core asks again). */
  getTransferStatus(p: {
    network: Network
    id: string
    request: WalletRequest
  }): Promise<'confirmed' | 'failed' | undefined>
}

/**
 * Checks sign-ins itself: a chain whose accounts sign one way only (Solana: an Ed25519 key per address,
 * no contract accounts), so that the default SIWX verifies its sessions whatever the host's `verify`
 * knows. Chains with contract accounts (EVM) leave it to the host.
 */
export interface VerifiesSignIns {
  /** Whether `signature` signs the sign-in `message` (which must name `address`) with `address`'s key. */
  verifySignIn: SiwxVerifier
}

export interface SignsMessages {
  signMessage(p: { connectorId: string; address: string; message: string }): Promise<string>
}

export interface RequestsRpc {
  /** Forwards a JSON-RPC request to the connected wallet behind `connectorId` (EIP-1193 `request`). */
  request(p: { connectorId: string; method: string; params?: unknown }): Promise<unknown>
}
