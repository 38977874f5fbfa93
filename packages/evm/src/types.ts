import type { ApprovedNetworks, Network, Siwx, WalletConnectState } from '@foyer/core/internal'

/** The one call every EIP-1193 provider answers. */
export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

export type Eip1193Listener = (...args: never[]) => void

/**
 * An EIP-1193 provider as this adapter uses it: `request` is required, the event methods are optional
 * (some wallets expose `removeListener`, others only `off`).
 */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
  off?(event: string, listener: Eip1193Listener): unknown
}

/** EIP-6963 provider info, as validated at the edge. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A `data:image/...` or `https:` URL. */
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The part of `window` the adapter needs; tests pass an `EventTarget` with an optional `ethereum`. */
export interface EvmWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
}

/** What a WalletConnect connector reports while pairing (see `AdapterEvents.walletConnectChanged`). */
export interface WalletConnectPairingEvents {
  walletConnectChanged(p: Partial<WalletConnectState>): void
  now(): number
}

/**
 * A WalletConnect connector as this adapter uses it (`walletConnect()` of `@foyer/walletconnect` is one): once a
 * session exists, its EIP-1193 provider carries every call, so connect, switch network, sign and requests go
 * through the session like through any wallet.
 */
export interface EvmWalletConnectConnector {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string | undefined
  /** The provider of the current session, once `connect` or `restore` found one. */
  getProvider(): Eip1193Provider | undefined
  /**
   * Pairs (reporting the URI, regenerating it when it expires) and resolves when the wallet approved a session.
   * With `siwx`, pairs with one-click sign-in (wc_sessionAuthenticate) and stores the wallet's signed sign-ins
   * through `siwx.addSession` before resolving.
   */
  connect(p: {
    networks: readonly Network[]
    events: WalletConnectPairingEvents
    siwx?: Siwx | undefined
  }): Promise<Eip1193Provider>
  /** The provider of a session stored by an earlier page, or undefined. */
  restore(p: { networks: readonly Network[] }): Promise<Eip1193Provider | undefined>
  /** Ends the session on both sides. */
  disconnect(): Promise<void>
  /** The eip155 networks the session approved (undefined without a session). */
  getApprovedNetworks?(): ApprovedNetworks | undefined
}

export interface EvmAdapterParameters {
  /** A WalletConnect connector (`walletConnect({ projectId, relayUrl, metadata })` of `@foyer/walletconnect`). */
  walletConnect?: EvmWalletConnectConnector | undefined
  /** Defaults to the global `window`; without one (Node, server rendering) discovery finds nothing. */
  window?: EvmWindow | undefined
  /** Timeout of one JSON-RPC HTTP request, in ms. Default 10 000. */
  rpcTimeoutMs?: number | undefined
  /** Retries of a failed JSON-RPC HTTP request. Default 3. */
  retryCount?: number | undefined
  /** Base delay of the exponential retry backoff, in ms. Default 150. */
  retryDelayMs?: number | undefined
}
