import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const getSnapshot = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches)

/**
 * Whether the person asked for reduced motion. The CSS media query already stops the animations; this
 * mirrors it as `data-motion="reduce"` so that JS-driven motion (the height animation) can skip too.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
