import type { Wallets, WalletsEventNames, WalletsEventsListeners } from '@wallet-standard/app'
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import type { BitcoinWindow } from '../types.js'

/** A wallet registry, as discovery reads it: `getWallets()` of `@wallet-standard/app`, or one of ours. */
export type WalletRegistry = Pick<Wallets, 'get' | 'on'>

/** The 'wallet-standard:app-ready' event, as `@wallet-standard/app` dispatches it (its `detail` is the API). */
class AppReadyEvent extends Event {
  readonly #detail: WindowAppReadyEventAPI
  get detail(): WindowAppReadyEventAPI {
    return this.#detail
  }
  constructor(api: WindowAppReadyEventAPI) {
    super('wallet-standard:app-ready', { bubbles: false, cancelable: false, composed: false })
    this.#detail = api
  }
}

export interface CreateWalletRegistryReturnType extends WalletRegistry {
  /** Stops listening for wallets on the window (those registered so far stay listed). */
  close(): void
}

/**
 * A Wallet Standard registry of its own on `window`: what `getWallets()` of `@wallet-standard/app` does
 * for the page, for one adapter and any window (tests pass an `EventTarget`). It listens for
 * 'wallet-standard:register-wallet' (wallets loaded after the app) and dispatches
 * 'wallet-standard:app-ready' once (wallets loaded before), handing each the `register` function. A
 * wallet registers once; `register` returns the function that unregisters it. Wallets' callbacks are
 * untrusted: one that throws is logged and skipped.
 *
 * @example
 * const registry = createWalletRegistry(window)
 * registry.on('register', (...wallets) => console.log(wallets.map((wallet) => wallet.name)))
 */
export function createWalletRegistry(window: BitcoinWindow): CreateWalletRegistryReturnType {
  const registered = new Set<Wallet>()
  const listeners: { [E in WalletsEventNames]: Set<WalletsEventsListeners[E]> } = {
    register: new Set(),
    unregister: new Set(),
  }

  function emit<E extends WalletsEventNames>(event: E, wallets: Wallet[]): void {
    for (const listener of [...listeners[event]]) {
      try {
        listener(...wallets)
      } catch (error) {
        console.error(`Foyer: a Wallet Standard '${event}' listener threw`, error)
      }
    }
  }

  function register(...wallets: Wallet[]): () => void {
    const added = wallets.filter((wallet) => !registered.has(wallet))
    if (added.length === 0) return () => undefined
    for (const wallet of added) registered.add(wallet)
    emit('register', added)
    return () => {
      const removed = added.filter((wallet) => registered.delete(wallet))
      if (removed.length > 0) emit('unregister', removed)
    }
  }

  const api: WindowAppReadyEventAPI = Object.freeze({ register })

  function onRegisterWallet(event: Event): void {
    const callback: unknown = (event as Partial<CustomEvent>).detail
    if (typeof callback !== 'function') {
      console.warn('Foyer: ignored a wallet-standard:register-wallet event without a callback')
      return
    }
    try {
      callback(api)
    } catch (error) {
      console.warn('Foyer: a wallet failed to register through the Wallet Standard', error)
    }
  }

  window.addEventListener('wallet-standard:register-wallet', onRegisterWallet)
  // A wallet's own app-ready listener may throw; dispatchEvent reports it and goes on with the others.
  window.dispatchEvent(new AppReadyEvent(api))

  return {
    get: () => [...registered],
    on(event, listener) {
      listeners[event].add(listener)
      return () => {
        listeners[event].delete(listener)
      }
    },
    close() {
      window.removeEventListener('wallet-standard:register-wallet', onRegisterWallet)
    },
  }
}
