import type { KeyValueStorage } from '../../types/storage.js'

/**
 * A `KeyValueStorage` kept in memory: the default outside the browser, and the one tests use.
 *
 * @example
 * const foyer = createFoyer({ ...options, storage: createMemoryStorage() })
 */
export function createMemoryStorage(initial?: Record<string, string>): KeyValueStorage {
  const items = new Map<string, string>(Object.entries(initial ?? {}))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
