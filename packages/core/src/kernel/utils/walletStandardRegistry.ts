/** A window as a Wallet Standard registry uses it: events only (tests pass an `EventTarget`). */
export interface WalletStandardWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

type RegistryEvent = 'register' | 'unregister'

/** A wallet registry of one adapter's own, as `getWallets()` of `@wallet-standard/app` is the page's. */
export interface OwnWalletRegistry<W> {
  get(): W[]
  on(event: RegistryEvent, listener: (...wallets: W[]) => void): () => void
  /** Stops listening for wallets on the window (those registered so far stay listed). */
  close(): void
}

/** The 'wallet-standard:app-ready' event, as `@wallet-standard/app` dispatches it (its `detail` is the API). */
class AppReadyEvent<W> extends Event {
  readonly #detail: { register(...wallets: W[]): () => void }
  get detail(): { register(...wallets: W[]): () => void } {
    return this.#detail
  }
  constructor(api: { register(...wallets: W[]): () => void }) {
    super('wallet-standard:app-ready', { bubbles: false, cancelable: false, composed: false })
    this.#detail = api
  }
}

/**
 * A Wallet Standard registry of its own on `window`: what `getWallets()` of `@wallet-standard/app` does
 * for the page, for one adapter and any window (the Solana and Bitcoin adapters share it; tests pass an
 * `EventTarget`). It listens for 'wallet-standard:register-wallet' (wallets loaded after the app) and
 * dispatches 'wallet-standard:app-ready' once (wallets loaded before), handing each the `register`
 * function. A wallet registers once; `register` returns the function that unregisters it. Wallets'
 * callbacks are untrusted: one that throws is logged and skipped.
 *
 * @example
 * const registry = createWalletRegistry<Wallet>(window)
 * registry.on('register', (...wallets) => console.log(wallets.map((wallet) => wallet.name)))
 */
export function createWalletRegistry<W>(window: WalletStandardWindow): OwnWalletRegistry<W> {
  const registered = new Set<W>()
  const listeners: Record<RegistryEvent, Set<(...wallets: W[]) => void>> = {
    register: new Set(),
    unregister: new Set(),
  }

  function emit(event: RegistryEvent, wallets: W[]): void {
    for (const listener of [...listeners[event]]) {
      try {
        listener(...wallets)
      } catch (error) {
        console.error(`Foyer: a Wallet Standard '${event}' listener threw`, error)
      }
    }
  }

  function register(...wallets: W[]): () => void {
    const added = wallets.filter((wallet) => !registered.has(wallet))
    if (added.length === 0) return () => undefined
    for (const wallet of added) registered.add(wallet)
    emit('register', added)
    return () => {
      const removed = added.filter((wallet) => registered.delete(wallet))
      if (removed.length > 0) emit('unregister', removed)
    }
  }

  const api = Object.freeze({ register })

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

/** Whether `features[feature]` is an object with a callable `method` (a wallet's untrusted feature map). */
export function hasFeatureMethod(features: unknown, feature: string, method: string): boolean {
  if (typeof features !== 'object' || features === null) return false
  const entry: unknown = (features as Record<string, unknown>)[feature]
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as Record<string, unknown>)[method] === 'function'
  )
}

/**
 * The wallet's `feature`, read now (a wallet may change its features), when it is an object with a
 * callable `method`; else undefined. Reading a wallet's features may throw: logged, undefined. Call the
 * method on the feature, as wallets may rely on `this`.
 */
export function readWalletFeature(
  wallet: { readonly features: unknown },
  feature: string,
  method: string,
): unknown {
  let features: unknown
  try {
    features = wallet.features
  } catch (error) {
    console.warn(`Foyer: the wallet's features could not be read`, error)
    return undefined
  }
  if (!hasFeatureMethod(features, feature, method)) return undefined
  return (features as Record<string, unknown>)[feature]
}
