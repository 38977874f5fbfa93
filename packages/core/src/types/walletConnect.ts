import type { ApprovedNetworks, ChainAdapter } from './adapter.js'
import type { Metadata } from './metadata.js'
import type { CaipAddress, ChainNamespace, Network } from './network.js'
import type { Siwx } from './siwx.js'
import type { WalletConnectState } from './state.js'

/**
 * The provider of a WalletConnect session for one namespace: every call of a connected wallet goes
 * through it. For eip155 it is an EIP-1193 provider (calls go to the session's current EVM chain); other
 * namespaces name the chain of each call (`chain`, a CAIP-2 id such as 'solana:5eykt4Us...').
 */
export interface WalletConnectProvider {
  request(
    args: { method: string; params?: readonly unknown[] | Record<string, unknown> },
    chain?: string,
  ): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** What a WalletConnect connector reports while pairing (see `AdapterEvents.walletConnectChanged`). */
export interface WalletConnectPairingEvents {
  walletConnectChanged(p: Partial<Omit<WalletConnectState, 'linking'>>): void
  now(): number
}

/**
 * The pairing-connector contract, declared once: `walletConnect()` of `@foyer/walletconnect` implements
 * it, chain adapters (`createEvmAdapter({ walletConnect })`) consume it. Once a session exists its
 * provider carries every call, so connect, switch network, sign and requests go through the session
 * like through any wallet.
 */
export interface WalletConnectConnector {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string | undefined
  /**
   * The provider of the current session for `namespace` (default eip155), once `connect` or `restore`
   * found a session; undefined when there is none or it approved no account of that namespace.
   */
  getProvider(namespace?: ChainNamespace): WalletConnectProvider | undefined
  /** The session's accounts of `namespace` (CAIP-10: 'solana:<reference>:<address>'); empty without a session. */
  getAccounts?(namespace: ChainNamespace): CaipAddress[]
  /**
   * Pairs (reporting the URI, regenerating it when it expires) and resolves with the session's eip155
   * provider once the wallet approved. `networks` may span namespaces (eip155 and solana): the proposal
   * asks for each one's chains, so that one session connects every family. With `siwx` (sign-in on, only eip155 networks) it pairs with one-click
   * sign-in (wc_sessionAuthenticate): the wallet signs the sign-in message while approving, and each
   * signed sign-in that verifies is stored through `siwx.addSession` before this resolves. A wallet
   * without wc_sessionAuthenticate answers the normal proposal instead (nothing is stored).
   */
  connect(p: {
    networks: readonly Network[]
    events: WalletConnectPairingEvents
    siwx?: Siwx | undefined
    /** The site's metadata (`options.metadata`), for a connector created without its own. */
    metadata?: Metadata | undefined
  }): Promise<WalletConnectProvider>
  /** The provider of a session stored by an earlier page, or undefined. */
  restore(p: {
    networks: readonly Network[]
    metadata?: Metadata | undefined
  }): Promise<WalletConnectProvider | undefined>
  /** Ends the session on both sides. */
  disconnect(): Promise<void>
  /**
   * The networks of `namespace` (default eip155) the session approved; `supportsAllNetworks` when the
   * wallet can add chains (wallet_addEthereumChain in the session). Undefined without a session.
   */
  getApprovedNetworks?(namespace?: ChainNamespace): ApprovedNetworks | undefined
  /**
   * The session's properties, as the wallet's approval gave them (`sessionProperties`: strings, such as
   * `bip122_getAccountAddresses`, the JSON of the wallet's Bitcoin addresses); undefined without a session.
   * Untrusted: parse what you read.
   */
  getSessionProperties?(): Readonly<Record<string, string>> | undefined
}

/**
 * A WalletConnect connector that also speaks each family's basic calls itself (`walletConnectBasic()` of
 * `@foyer/walletconnect`): the basic WalletConnect mode of spec section 2, a site with no chain adapter
 * whose visitors connect through WalletConnect alone. createFoyer asks it for one adapter per namespace of
 * the site's networks (connect, accounts, network switching, balance, message signing and requests, all
 * over the session).
 */
export interface BasicWalletConnectConnector extends WalletConnectConnector {
  /** The adapter of `namespace` over this connector's session, or undefined for a family it cannot speak. */
  basicAdapter(namespace: ChainNamespace): ChainAdapter | undefined
}
