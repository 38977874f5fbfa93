export interface TtlCache<T> {
  /**
   * The cached value of `key` if younger than the lifetime, otherwise `load()`'s (stored when it
   * resolves). `force` loads even when a fresh value exists. Concurrent loads of one key share one call.
   */
  get(key: string, load: () => Promise<T>, options?: { force?: boolean }): Promise<T>
}

export interface CreateTtlCacheParameters {
  ttlMs: number
  /** Entries kept at most; the oldest go first. 10 000 by default. */
  maxEntries?: number
  now?: () => number
}

/**
 * A small in-memory cache with a lifetime per entry, a size bound, and shared in-flight loads.
 * Failed loads are not cached.
 *
 * @example
 * const cache = createTtlCache<BalanceEntry[]>({ ttlMs: 30_000 })
 * const balances = await cache.get(`${chainId}:${address}`, () => readBalances(address))
 */
export function createTtlCache<T>({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: CreateTtlCacheParameters): TtlCache<T> {
  const entries = new Map<string, { at: number; value: T }>()
  const loading = new Map<string, Promise<T>>()

  return {
    async get(key, load, { force = false } = {}) {
      const entry = entries.get(key)
      if (!force && entry && now() - entry.at < ttlMs) return entry.value
      const pending = loading.get(key)
      if (pending) return pending
      const started = now()
      const promise = load().finally(() => loading.delete(key))
      loading.set(key, promise)
      const value = await promise
      entries.delete(key)
      entries.set(key, { at: started, value })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return value
    },
  }
}
