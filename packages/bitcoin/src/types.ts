import type { WalletConnectConnector } from '@foyer/core'

/**
 * The part of `window` the Wallet Standard's handshake uses ('wallet-standard:register-wallet' from the
 * wallets, 'wallet-standard:app-ready' from the app), and where sats-connect wallets put their providers
 * (`btc_providers`, WBIP004, and each provider at its `id` path, e.g. `XverseProviders.BitcoinProvider`).
 * Tests pass an `EventTarget` with those properties.
 */
export interface BitcoinWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

/** A Bitcoin network as the Wallet Standard's Bitcoin extension names it (`chain` of its inputs). */
export type BitcoinChain = 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:signet' | 'bitcoin:regtest'

/** What an address is for (sats-connect's and the Bitcoin Wallet Standard's `purposes`). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinAdapterParameters {
  /**
   * The window whose wallets the adapter lists, with a Wallet Standard registry of its own. By default
   * the page's shared registry (`getWallets()` of `@wallet-standard/app`) and the global `window`'s
   * sats-connect providers; without a window (Node, server rendering) discovery finds nothing.
   */
  window?: BitcoinWindow | undefined
  /** Whether sats-connect providers (`window.btc_providers`) are listed. Default true. */
  satsConnect?: boolean | undefined
  /**
   * The addresses connect asks for, in the order the account view lists them (spec section 6: the
   * default account type of bip122 is payment). Default `['payment', 'ordinals']`: the payment address
   * first, the ordinals address too when the wallet has one.
   */
  purposes?: readonly BitcoinAddressPurpose[] | undefined
  /**
   * WalletConnect (`walletConnect()` of `@foyer/walletconnect`): give the same connector as to the other
   * families' adapters, so that one session serves them all (its bip122 namespace, WalletConnect's
   * Bitcoin RPC). It is listed once in Connect.
   */
  walletConnect?: WalletConnectConnector | undefined
}
