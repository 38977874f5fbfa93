import type { Listener, Store } from '../../types/store.js'

export type { Listener, Store } from '../../types/store.js'

/** Each store's state as a server renders it, once `recordServerStates` has run. */
const serverStates = new WeakMap<Store<object>, object>()
/** True while `readServerState` runs: every store answers `getState()` with its server state. */
let serverView = false

/** A tiny vanilla observable store (zustand's shape): read, replace or merge, subscribe. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()
  const store: Store<T> = {
    getState: () =>
      serverView ? ((serverStates.get(store as Store<object>) as T | undefined) ?? state) : state,
    setState(partial) {
      const next = typeof partial === 'function' ? partial(state) : partial
      const previous = state
      state = { ...state, ...next }
      for (const listener of listeners) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset() {
      const previous = state
      state = initial
      for (const listener of listeners) listener(state, previous)
    },
  }
  return store
}

/**
 * Keeps each store's present state as the one a server renders: `createFoyer` calls it once its setup
 * is done and before any browser-only work (discovery, the silent reconnect) can change a store.
 */
export function recordServerStates<S extends { [K in keyof S]: Store<object> }>(stores: S): void {
  for (const store of Object.values<Store<object>>(stores)) serverStates.set(store, store.getState())
}

/**
 * Runs `read` against the state the server rendered instead of what the browser has reached since (a
 * reconnect already 'connecting'): hydration must render the server's markup. Every store read inside,
 * directly or through helpers such as `getAccount`, answers with its recorded state; a store never
 * recorded answers with its present one.
 *
 * @example
 * const status = readServerState(() => getAccount(foyer)?.status) // 'disconnected' while hydrating
 */
export function readServerState<R>(read: () => R): R {
  serverView = true
  try {
    return read()
  } finally {
    serverView = false
  }
}
