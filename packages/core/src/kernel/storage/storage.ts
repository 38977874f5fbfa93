import type { KeyValueStorage } from '../../types/storage.js'
import { createMemoryStorage } from './createMemoryStorage.js'

/** Reads a JSON value; a corrupt or unexpected entry is logged, removed, and undefined is returned. */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (isValid(value)) return value
    console.warn(`Foyer: ignoring the unexpected value stored under "${key}"`)
  } catch (error) {
    console.warn(`Foyer: ignoring the unreadable value stored under "${key}"`, error)
  }
  storage.removeItem(key)
  return undefined
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value))
}

/**
 * Wraps a storage so that a failing browser storage (quota, privacy mode) is logged and does not break
 * the modal: reads then return null and writes are dropped with a warning.
 */
export function guardStorage(storage: KeyValueStorage): KeyValueStorage {
  const attempt = <T>(action: string, key: string, run: () => T, fallback: T): T => {
    try {
      return run()
    } catch (error) {
      console.warn(`Foyer: storage ${action} failed for "${key}"`, error)
      return fallback
    }
  }
  return {
    getItem: (key) => attempt('read', key, () => storage.getItem(key), null),
    setItem: (key, value) => attempt('write', key, () => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt('remove', key, () => storage.removeItem(key), undefined),
  }
}

/** localStorage when the browser offers one, else an in-memory storage. */
export function defaultStorage(): KeyValueStorage {
  try {
    const local = (globalThis as { localStorage?: KeyValueStorage }).localStorage
    if (local && typeof local.getItem === 'function') return local
  } catch (error) {
    // Accessing localStorage throws a SecurityError when site data is blocked.
    console.warn('Foyer: localStorage is not available; using memory storage', error)
  }
  return createMemoryStorage()
}
