import type { ApprovedNetworks } from './adapter.js'
import type { Network } from './network.js'
import type { Siwx } from './siwx.js'
import type { WalletConnectState } from './state.js'

/** The EIP-1193 provider of a WalletConnect session: every call of a connected wallet goes through it. */
export interface WalletConnectProvider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>
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
  /** The provider of the current session, once `connect` or `restore` found one. */
  getProvider(): WalletConnectProvider | undefined
  /**
   * Pairs (reporting the URI, regenerating it when it expires) and resolves with the session's provider
   * once the wallet approved. With `siwx` (sign-in on, only eip155 networks) it pairs with one-click
   * sign-in (wc_sessionAuthenticate): the wallet signs the sign-in message while approving, and each
   * signed sign-in that verifies is stored through `siwx.addSession` before this resolves. A wallet
   * without wc_sessionAuthenticate answers the normal proposal instead (nothing is stored).
   */
  connect(p: {
    networks: readonly Network[]
    events: WalletConnectPairingEvents
    siwx?: Siwx | undefined
  }): Promise<WalletConnectProvider>
  /** The provider of a session stored by an earlier page, or undefined. */
  restore(p: { networks: readonly Network[] }): Promise<WalletConnectProvider | undefined>
  /** Ends the session on both sides. */
  disconnect(): Promise<void>
  /**
   * The eip155 networks the session approved; `supportsAllNetworks` when the wallet can add chains
   * (wallet_addEthereumChain in the session). Undefined without a session.
   */
  getApprovedNetworks?(): ApprovedNetworks | undefined
}
