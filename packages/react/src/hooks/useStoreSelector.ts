import type { Store } from '@foyer/core/internal'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { shallowEqual } from '../utils/shallowEqual.js'

interface Cache<T, S> {
  state: T
  selector: (state: T) => S
  slice: S
}

/**
 * Reads a slice of a core store through `useSyncExternalStore`. The slice is compared shallowly, so a
 * selector may build a small object without re-rendering on every unrelated store change.
 */
export function useStoreSelector<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const cache = useRef<Cache<T, S> | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const state = store.getState()
    const cached = cache.current
    if (cached && cached.selector === selector && Object.is(cached.state, state)) return cached.slice
    const next = selector(state)
    const slice = cached && shallowEqual(cached.slice, next) ? cached.slice : next
    cache.current = { state, selector, slice }
    return slice
  }, [store, selector])
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}
