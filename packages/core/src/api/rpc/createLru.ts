/** A small least-recently-used map: `get` refreshes an entry, `set` evicts the oldest beyond `size`. */
export interface Lru<V> {
  get(key: string): V | undefined
  has(key: string): boolean
  set(key: string, value: V): void
  readonly size: number
}

export function createLru<V>(maxSize: number): Lru<V> {
  const entries = new Map<string, V>()
  return {
    get(key) {
      if (!entries.has(key)) return undefined
      const value = entries.get(key) as V
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    has: (key) => entries.has(key),
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      while (entries.size > maxSize) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    get size() {
      return entries.size
    },
  }
}
