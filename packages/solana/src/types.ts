import type { WalletConnectConnector } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'

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

/**
 * A wallet the host brings to the list (spec section 3's external connector): a Wallet Standard wallet
 * object the site reaches through its own SDK (a custodial vault, a hardware wallet's bridge), given
 * here rather than registered with the page. The Connect view lists it after the featured and custom
 * wallets; it connects, signs, sends and reconnects after a reload like a registered wallet. Given with
 * the same `id` as an entry of `evmAdapter({ connectors })`, it is one wallet of two families: one row,
 * and connecting it connects both.
 *
 * @example
 * solanaAdapter({ connectors: [{ id: 'com.example.vault', name: 'Example Vault', wallet: vault.wallet }] })
 */
export interface SolanaExternalConnector {
  /** Stable across page loads (the session remembers it); not starting with `ws:` (registered wallets' ids). */
  id: string
  name: string
  /** An https or `data:image/` URL; without one the list shows the name's initials. */
  imageUrl?: string | undefined
  /** `standard:connect`, `solana:signAndSendTransaction` or `solana:signTransaction`, a `solana:` chain. */
  wallet: Wallet
}

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
  /** Wallets the host brings (external connectors), listed after the featured and custom wallets. */
  connectors?: readonly SolanaExternalConnector[] | undefined
}
