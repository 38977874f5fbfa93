export interface TtlCache<T> {
  /**
   * The cached value of `key` if younger than the lifetime, otherwise `load()`'s (stored when it
   * resolves). `force` loads even when a fresh value exists, at most once per `minForceIntervalMs` per
   * key (a forced call sooner gets the cached value). Concurrent loads of one key share one call.
   */
  get(key: string, load: () => Promise<T>, options?: { force?: boolean }): Promise<T>
}

export interface CreateTtlCacheParameters {
  ttlMs: number
  /** Entries kept at most; the oldest go first. 10 000 by default. */
  maxEntries?: number
  /** Shortest time between two forced loads of one key; 0 (no limit) by default. */
  minForceIntervalMs?: number
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
  minForceIntervalMs = 0,
  now = Date.now,
}: CreateTtlCacheParameters): TtlCache<T> {
  /** `forcedAt`: when the last forced load of the key started (throttles the next ones). */
  const entries = new Map<string, { at: number; forcedAt: number | undefined; value: T }>()
  const loading = new Map<string, Promise<T>>()

  return {
    async get(key, load, { force = false } = {}) {
      const entry = entries.get(key)
      const throttled = force && entry?.forcedAt !== undefined && now() - entry.forcedAt < minForceIntervalMs
      if ((!force || throttled) && entry && now() - entry.at < ttlMs) return entry.value
      const pending = loading.get(key)
      if (pending) return pending
      const started = now()
      const value = await loadOnce(loading, key, load)
      const forcedAt = force && !throttled ? started : entries.get(key)?.forcedAt
      setNewest(entries, key, { at: started, forcedAt, value }, maxEntries)
      return value
    },
  }
}

/** `load()`, shared by every caller of `key` until it settles (in `loading`). */
export function loadOnce<T>(
  loading: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const pending = loading.get(key)
  if (pending) return pending
  const promise = load().finally(() => loading.delete(key))
  loading.set(key, promise)
  return promise
}

/** Sets `key` as the newest entry of `entries`, dropping the oldest beyond `maxEntries`. */
export function setNewest<K, V>(entries: Map<K, V>, key: K, value: V, maxEntries: number): void {
  entries.delete(key)
  entries.set(key, value)
  while (entries.size > maxEntries) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) break
    entries.delete(oldest)
  }
}
