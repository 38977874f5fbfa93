import { createWalletRegistry as createOwnRegistry, type OwnWalletRegistry } from '@foyer/core/adapter'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinWindow } from '../types.js'

/** A wallet registry, as discovery reads it: `getWallets()` of `@wallet-standard/app`, or one of ours. */
export type WalletRegistry = Pick<Wallets, 'get' | 'on'>

export type CreateWalletRegistryReturnType = OwnWalletRegistry<Wallet>

/**
 * A Wallet Standard registry of the adapter's own on `window` (core's, shared with the other Wallet
 * Standard adapters): what `getWallets()` of `@wallet-standard/app` does for the page.
 *
 * @example
 * const registry = createWalletRegistry(window)
 * registry.on('register', (...wallets) => console.log(wallets.map((wallet) => wallet.name)))
 */
export function createWalletRegistry(window: BitcoinWindow): CreateWalletRegistryReturnType {
  return createOwnRegistry<Wallet>(window)
}
