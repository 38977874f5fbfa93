import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import type { BitcoinWindow } from '../types.js'

export interface FakeWindow extends BitcoinWindow {
  /** What sats-connect wallets put on `window` (`btc_providers`, their providers). */
  [key: string]: unknown
  /** Number of listeners for `type` currently attached. */
  listenerCount(type: string): number
}

/** An `EventTarget` standing in for `window`. */
export function createFakeWindow(): FakeWindow {
  const target = new EventTarget()
  const counts = new Map<string, number>()
  return {
    addEventListener(type, listener) {
      counts.set(type, (counts.get(type) ?? 0) + 1)
      target.addEventListener(type, listener)
    },
    removeEventListener(type, listener) {
      counts.set(type, (counts.get(type) ?? 0) - 1)
      target.removeEventListener(type, listener)
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
    listenerCount: (type) => counts.get(type) ?? 0,
  }
}

/**
 * Registers a wallet on `window` as `registerWallet` of `@wallet-standard/wallet` does (it dispatches
 * 'wallet-standard:register-wallet' and answers every 'wallet-standard:app-ready'), on any window, and
 * keeps what `register` returns: the returned function unregisters the wallet from every app.
 */
export function registerOnWindow(window: BitcoinWindow, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: WindowAppReadyEventAPI) => {
    unregisters.push(register(wallet))
  }
  const event = Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback })
  window.dispatchEvent(event)
  window.addEventListener('wallet-standard:app-ready', (ready) => callback((ready as CustomEvent).detail))
  return () => {
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
