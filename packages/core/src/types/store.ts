export type Listener<T> = (state: T, previous: T) => void

/** A tiny vanilla observable store (zustand's shape): read, replace or merge, subscribe. */
export interface Store<T> {
  getState(): T
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: Listener<T>): () => void
  /** Back to the initial state (tests, disconnect). */
  reset(): void
}
