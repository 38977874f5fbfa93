import { vi } from 'vitest'
import type { Database } from '../db/types.js'

/**
 * `db` that counts its queries and transactions (`queries()`), for tests of what a piece of work reads.
 *
 * @example
 * const counted = countQueries(db)
 * await indexer.syncOnce()
 * expect(counted.queries()).toBe(0)
 */
export function countQueries(db: Database): Database & { queries(): number; reset(): void } {
  let queries = 0
  return {
    kind: db.kind,
    exec: db.exec.bind(db),
    query: ((...args: Parameters<Database['query']>) => {
      queries++
      return db.query(...args)
    }) as Database['query'],
    transaction: (fn) => {
      queries++
      return db.transaction(fn)
    },
    listen: (channel, listener) => db.listen(channel, listener),
    tryLock: (key) => db.tryLock(key),
    close: () => db.close(),
    queries: () => queries,
    reset: () => {
      queries = 0
    },
  }
}

/**
 * Records the JSON-RPC methods this process sends through `fetch` until `stop()`, which answers them
 * (batched requests count each member).
 */
export function recordRpcMethods(): { stop(): string[] } {
  const fetches = vi.spyOn(globalThis, 'fetch')
  return {
    stop() {
      const bodies = fetches.mock.calls.flatMap(([, init]) =>
        [JSON.parse(String(init?.body)) as { method: string } | { method: string }[]].flat(),
      )
      fetches.mockRestore()
      return bodies.map(({ method }) => method)
    },
  }
}
