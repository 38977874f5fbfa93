import type { HeldLock } from './types.js'

/**
 * Records `key` as held in `locks` and returns its `HeldLock`: `release()` forgets it, aborts `lost` and
 * then runs `unlock` (the database's side, if any); a second release does nothing. Whoever drops every
 * lock at once (a lost connection, close) aborts the controllers in `locks` and clears it.
 */
export function holdLock(
  locks: Map<string, AbortController>,
  key: string,
  unlock: () => Promise<unknown> = async () => undefined,
): HeldLock {
  const controller = new AbortController()
  locks.set(key, controller)
  return {
    lost: controller.signal,
    async release() {
      if (locks.get(key) !== controller) return
      locks.delete(key)
      controller.abort()
      await unlock().catch(() => undefined)
    },
  }
}
