export type Listener<T> = (state: T, previous: T) => void

/** A tiny vanilla observable store (zustand's shape): read, replace or merge, subscribe. */
export interface Store<T> {
  getState(): T
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: Listener<T>): () => void
  /** Back to the initial state (tests, disconnect). */
  reset(): void
}

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
