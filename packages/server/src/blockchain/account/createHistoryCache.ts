import type { Database } from '../../db/types.js'
import { INDEXED_CHANNEL } from '../../indexer/chainWrites.js'
import { loadOnce, setNewest } from './createTtlCache.js'

export interface HistoryCache {
  /**
   * The answer cached under `key` if `chain`'s index has not changed since it was read and it is
   * younger than the lifetime; otherwise `load()`'s, kept when it resolves. Concurrent loads of one key
   * share one call. Failed loads are not kept.
   */
  get(chain: string, key: string, load: () => Promise<string>): Promise<string>
}

export interface CreateHistoryCacheParameters {
  db: Pick<Database, 'listen'>
  /**
   * Longest life of an answer whose chain did not change: its `price` and `value` are today's prices,
   * which the price oracle keeps 5 s; 5 000 ms by default.
   */
  ttlMs?: number
  /** Answers kept at most; the oldest go first. 10 000 by default. */
  maxEntries?: number
  now?: () => number
}

interface Entry {
  at: number
  stamp: string
  body: string
}

/**
 * History pages, kept until their chain's index changes. Every server listens on `INDEXED_CHANNEL`,
 * which the indexing server notifies in the transaction that stores a batch or rewinds a reorg, so an
 * answer never outlives the rows it was read from by more than the notification's trip, on whichever
 * server it was cached. Until the server listens (at first use, and again after its listening
 * connection was lost, when notifications may have been missed) nothing is served from the cache.
 *
 * @example
 * const body = await cache.get('eip155:1', url, async () => JSON.stringify(await readPage()))
 */
export function createHistoryCache({
  db,
  ttlMs = 5_000,
  maxEntries = 10_000,
  now = Date.now,
}: CreateHistoryCacheParameters): HistoryCache {
  const versions = new Map<string, number>()
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<string>>()
  /** Bumped each time listening (re)starts: what was cached before may have missed a notification. */
  let epoch = 0
  let listening = false
  let subscribed: Promise<unknown> | undefined

  const subscribe = () => {
    if (subscribed) return
    subscribed = db
      .listen(INDEXED_CHANNEL, {
        notify(chain) {
          versions.set(chain, (versions.get(chain) ?? 0) + 1)
        },
        state(up) {
          epoch++
          listening = up
        },
      })
      .then(
        () => {
          epoch++
          listening = true
        },
        () => {
          subscribed = undefined
        },
      )
  }

  return {
    async get(chain, key, load) {
      subscribe()
      if (!listening) return load()
      const stamp = `${epoch}:${versions.get(chain) ?? 0}`
      const entry = entries.get(key)
      if (entry && entry.stamp === stamp && now() - entry.at < ttlMs) return entry.body
      const at = now()
      const body = await loadOnce(loading, `${stamp}:${key}`, load)
      setNewest(entries, key, { at, stamp, body }, maxEntries)
      return body
    },
  }
}
