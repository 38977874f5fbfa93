import type { Listener, Store } from '../../types/store.js'

export type { Listener, Store } from '../../types/store.js'

/** A tiny vanilla observable store (zustand's shape): read, replace or merge, subscribe. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()
  return {
    getState: () => state,
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
}
