import type { Queryable } from '../../db/types.js'

export interface CreateRateLimiterParameters {
  db: Queryable
  /** Hits allowed per key in one window. */
  limit: number
  windowSeconds: number
  /** Unix milliseconds; `Date.now` by default. */
  now?: () => number
}

export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the current window ends (when not allowed). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  /**
   * Counts `weight` hits (1 by default: a batch counts its members) on every key; not allowed when any
   * key is over the limit in this window.
   */
  hit(keys: readonly string[], weight?: number): Promise<RateLimitResult>
}

/** Rows of windows that started this long ago are dropped: longer than any limiter's window. */
const STALE_AFTER_SECONDS = 24 * 60 * 60

/**
 * A fixed-window rate limiter kept in the database (table `rate_limit_windows`), so that every server
 * behind a load balancer counts the same hits. Each hit is one atomic upsert per key; windows that
 * started over a day ago are removed as the limiter goes (not sooner: limiters of other window lengths
 * share the table).
 *
 * @example
 * const limiter = createRateLimiter({ db, limit: 5, windowSeconds: 60 })
 * const { allowed } = await limiter.hit([`address:${address}`, `ip:${ip}`])
 */
export function createRateLimiter({
  db,
  limit,
  windowSeconds,
  now = Date.now,
}: CreateRateLimiterParameters): RateLimiter {
  let cleanedWindow = -1
  return {
    async hit(keys, weight = 1) {
      const nowSeconds = Math.floor(now() / 1000)
      const windowStart = nowSeconds - (nowSeconds % windowSeconds)
      if (cleanedWindow !== windowStart) {
        cleanedWindow = windowStart
        // Limiters of other window lengths share the table: only rows past every window here (a day) go.
        // (Deleting every row before this window's start erased the hourly windows each minute.)
        await db.query('delete from rate_limit_windows where window_start < $1', [
          windowStart - Math.max(windowSeconds, STALE_AFTER_SECONDS),
        ])
      }
      let allowed = true
      for (const key of keys) {
        const { rows } = await db.query<{ hits: number }>(
          `insert into rate_limit_windows (key, window_start, hits) values ($1, $2, $3)
           on conflict (key, window_start) do update set hits = rate_limit_windows.hits + $3
           returning hits`,
          [key, windowStart, weight],
        )
        if ((rows[0]?.hits ?? 0) > limit) allowed = false
      }
      return { allowed, retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds) }
    },
  }
}
