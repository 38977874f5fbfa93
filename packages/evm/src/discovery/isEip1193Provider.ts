import type { Eip1193Provider } from '../types.js'

/** True for an object (or function) with a callable `request`. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  return typeof (value as { request?: unknown }).request === 'function'
}
