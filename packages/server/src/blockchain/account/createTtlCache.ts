export interface TtlCache<T> {
  /**
   * The cached value of `key` if younger than the lifetime, otherwise `load()`'s (stored when it
   * resolves); concurrent loads of one key share one call. `force` answers a load that starts after the
   * call, whatever is cached: at most one forced load per `minForceIntervalMs` per key, so a forced call
   * sooner waits for the next one (shared by every call that waits), and one made while a load is under
   * way waits for that load to end first (it may have read before what the caller wants to see).
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
  /** Waits `ms` (a forced load held back by `minForceIntervalMs`); a timer by default, tests pass a clock's. */
  sleep?: (ms: number) => Promise<void>
}

const timerSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A small in-memory cache with a lifetime per entry, a size bound, and shared in-flight loads.
 * Failed loads are not cached.
 *
 * Why a forced call waits rather than getting the cache: a client forces a read right after a change it
 * knows of (funds received, a send, a page reloaded after either), and a cached answer from before the
 * change stayed on its screen as the balance, for good (email.spec: a reload 300 ms after the sign-up's
 * read showed 0 ETH beside the 2 ETH just received). A flood of forced calls still reads the chain once
 * per interval.
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
  sleep = timerSleep,
}: CreateTtlCacheParameters): TtlCache<T> {
  /** `forcedAt`: when the last forced load of the key started (holds the next one back). */
  const entries = new Map<string, { at: number; forcedAt: number | undefined; value: T }>()
  const loading = new Map<string, Promise<T>>()
  /** The next forced load of each key, not started yet: every forced call until it starts shares it. */
  const nextForced = new Map<string, Promise<T>>()

  const store = (key: string, started: number, forced: boolean, value: T) => {
    const forcedAt = forced ? started : entries.get(key)?.forcedAt
    setNewest(entries, key, { at: started, forcedAt, value }, maxEntries)
  }

  const forcedLoad = (key: string, load: () => Promise<T>): Promise<T> => {
    const next = nextForced.get(key)
    if (next) return next
    const promise = (async () => {
      try {
        // A load under way may have read before this call: the forced one starts after it.
        await loading.get(key)?.catch(() => undefined)
        const forcedAt = entries.get(key)?.forcedAt
        const wait = forcedAt === undefined ? 0 : forcedAt + minForceIntervalMs - now()
        if (wait > 0) await sleep(wait)
      } finally {
        nextForced.delete(key)
      }
      const started = now()
      const value = await loadOnce(loading, key, load)
      store(key, started, true, value)
      return value
    })()
    nextForced.set(key, promise)
    return promise
  }

  return {
    async get(key, load, { force = false } = {}) {
      if (force) return forcedLoad(key, load)
      const entry = entries.get(key)
      if (entry && now() - entry.at < ttlMs) return entry.value
      const started = now()
      const value = await loadOnce(loading, key, load)
      store(key, started, false, value)
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
