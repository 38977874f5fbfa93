import type { WalletConnectConnector, WalletConnectPairingEvents } from '@foyer/core'

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

/** The WalletConnect connector this adapter takes: core's pairing-connector contract. */
export type EvmWalletConnectConnector = WalletConnectConnector
/** What a WalletConnect connector reports while pairing: core's contract. */
export type { WalletConnectPairingEvents }

/**
 * A wallet the host brings to the list (spec section 3's external connector): the EIP-1193 provider of a
 * wallet SDK, such as a hardware wallet's bridge or a smart-account SDK. The Connect view lists it after
 * the featured and custom wallets; it connects, switches networks and signs like an announced wallet.
 *
 * @example
 * evmAdapter({ connectors: [{ id: 'com.example.vault', name: 'Example Vault', provider: vault.provider }] })
 */
export interface EvmExternalConnector {
  /** Stable across page loads: the session remembers it, and a reload reconnects through it. */
  id: string
  name: string
  /** An https or `data:image/` URL; without one the list shows the name's initials. */
  imageUrl?: string | undefined
  provider: Eip1193Provider
}

export interface EvmAdapterParameters {
  /** A WalletConnect connector (`walletConnect({ projectId, relayUrl })` of `@foyer/walletconnect`). */
  walletConnect?: EvmWalletConnectConnector | undefined
  /** Wallets the host brings (external connectors), listed after the featured and custom wallets. */
  connectors?: readonly EvmExternalConnector[] | undefined
  /** Defaults to the global `window`; without one (Node, server rendering) discovery finds nothing. */
  window?: EvmWindow | undefined
  /** Timeout of one JSON-RPC HTTP request, in ms. Default 10 000. */
  rpcTimeoutMs?: number | undefined
  /** Retries of a failed JSON-RPC HTTP request. Default 3. */
  retryCount?: number | undefined
  /** Base delay of the exponential retry backoff, in ms. Default 150. */
  retryDelayMs?: number | undefined
}
