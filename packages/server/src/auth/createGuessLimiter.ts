import type { Queryable } from '../db/types.js'
import { GUESS_BACKOFF_BASE_MS, GUESS_BACKOFF_MAX_MS, GUESS_FAILURES_FORGOTTEN_MS } from './constants.js'
import { TooManyGuessesError } from './errors.js'

/** One counter of wrong codes: a device (`device:<hash>`) or a client address (`ip:<address>`). */
export interface GuessKey {
  key: string
  /** Wrong codes it may send before the back-off starts. */
  free: number
}

export interface GuessLimiter {
  /** `TooManyGuessesError` (429, `retryAfter`) while any of the keys waits out its back-off. */
  check(keys: readonly GuessKey[], now: number): Promise<void>
  /** Counts one wrong code on every key; past its free ones, a key waits 2 s, 4 s, 8 s … (at most 1 hour). */
  fail(keys: readonly GuessKey[], now: number): Promise<void>
  /** Forgets the keys' wrong codes (a device that proved its code). */
  clear(keys: readonly GuessKey[]): Promise<void>
}

/**
 * The back-off of wrong codes, in the database (table `auth_guess_failures` of migration 301), counted
 * per requesting device and per client address, never per email address: a stranger's guesses slow the
 * stranger down and leave the owner's device and code alone. A key's count is forgotten a day after its
 * last wrong code.
 *
 * @example
 * const guesses = createGuessLimiter(db)
 * await guesses.check([{ key: `device:${deviceHash}`, free: 5 }], now)
 */
export function createGuessLimiter(db: Queryable): GuessLimiter {
  return {
    async check(keys, now) {
      if (keys.length === 0) return
      const { rows } = await db.query<{ blocked_until: number; last_failure_at: number }>(
        'select blocked_until, last_failure_at from auth_guess_failures where key = any($1::text[])',
        [keys.map((entry) => entry.key)],
      )
      let until = 0
      for (const row of rows) {
        if (Number(row.last_failure_at) <= now - GUESS_FAILURES_FORGOTTEN_MS) continue
        until = Math.max(until, Number(row.blocked_until))
      }
      if (until > now) throw new TooManyGuessesError({ retryAfterSeconds: Math.ceil((until - now) / 1000) })
    },
    async fail(keys, now) {
      for (const { key, free } of keys) {
        const { rows } = await db.query<{ failures: number }>(
          `insert into auth_guess_failures (key, failures, last_failure_at, blocked_until) values ($1, 1, $2, 0)
           on conflict (key) do update set
             failures = case when auth_guess_failures.last_failure_at <= $2 - $3::bigint then 1
                             else auth_guess_failures.failures + 1 end,
             last_failure_at = excluded.last_failure_at
           returning failures`,
          [key, now, GUESS_FAILURES_FORGOTTEN_MS],
        )
        const over = Number(rows[0]?.failures ?? 0) - free
        if (over <= 0) continue
        const wait = Math.min(GUESS_BACKOFF_BASE_MS * 2 ** Math.min(over - 1, 30), GUESS_BACKOFF_MAX_MS)
        await db.query('update auth_guess_failures set blocked_until = $2 where key = $1', [key, now + wait])
      }
    },
    async clear(keys) {
      if (keys.length === 0) return
      await db.query('delete from auth_guess_failures where key = any($1::text[])', [
        keys.map((entry) => entry.key),
      ])
    },
  }
}
