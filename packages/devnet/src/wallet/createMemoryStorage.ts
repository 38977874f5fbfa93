import type { KeyValueStorage } from './types.js'

/** A KeyValueStorage kept in memory (tests, or pages where localStorage is unavailable). */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
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
