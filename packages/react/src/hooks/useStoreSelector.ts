import { readServerState, type Store } from '@foyer/core/views'
import { type RefObject, useCallback, useRef, useSyncExternalStore } from 'react'
import { shallowEqual } from '../utils/shallowEqual.js'

interface Cache<T, S> {
  state: T
  selector: (state: T) => S
  slice: S
}

/** The selector's slice of `state`, the cached one while state and selector are the same. */
function select<T, S>(cache: RefObject<Cache<T, S> | undefined>, state: T, selector: (state: T) => S): S {
  const cached = cache.current
  if (cached && cached.selector === selector && Object.is(cached.state, state)) return cached.slice
  const next = selector(state)
  const slice = cached && shallowEqual(cached.slice, next) ? cached.slice : next
  cache.current = { state, selector, slice }
  return slice
}

/**
 * Reads a slice of a core store through `useSyncExternalStore`. The slice is compared shallowly, so a
 * selector may build a small object without re-rendering on every unrelated store change. Hydration
 * reads the state the server rendered (core's `readServerState`, for every store the selector reads), so a reconnect the browser started
 * before React hydrated shows right after hydration instead of breaking it.
 */
export function useStoreSelector<T extends object, S>(store: Store<T>, selector: (state: T) => S): S {
  const cache = useRef<Cache<T, S> | undefined>(undefined)
  const serverCache = useRef<Cache<T, S> | undefined>(undefined)
  const getSnapshot = useCallback(() => select(cache, store.getState(), selector), [store, selector])
  const getServerSnapshot = useCallback(
    () => readServerState(() => select(serverCache, store.getState(), selector)),
    [store, selector],
  )
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot)
}
