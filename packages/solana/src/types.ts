import type { WalletConnectConnector } from '@foyer/core'

/**
 * The part of `window` the Wallet Standard's handshake uses ('wallet-standard:register-wallet' from the
 * wallets, 'wallet-standard:app-ready' from the app); tests pass an `EventTarget`.
 */
export interface WalletStandardWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

/** A Solana cluster as the Wallet Standard names it (`chain` of its features' inputs). */
export type SolanaChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet'

export interface SolanaAdapterParameters {
  /**
   * The window whose Wallet Standard handshake the adapter joins, with a wallet registry of its own.
   * By default the page's shared registry (`getWallets()` of `@wallet-standard/app`) on the global
   * `window`; without a window (Node, server rendering) discovery finds nothing.
   */
  window?: WalletStandardWindow | undefined
  /** Timeout of one JSON-RPC HTTP request to the cluster, in ms. Default 10 000. */
  rpcTimeoutMs?: number | undefined
  /**
   * WalletConnect (`walletConnect()` of `@foyer/walletconnect`): give the same connector as to the EVM
   * adapter, so that one session serves both families. It is listed once in Connect.
   */
  walletConnect?: WalletConnectConnector | undefined
}
