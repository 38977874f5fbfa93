import pg from 'pg'
import { DatabaseClosedError, DatabaseOpenError } from '../errors/database.js'
import { createPostgresControl } from './createPostgresControl.js'
import type { Database, Queryable } from './types.js'

export interface CreatePostgresDatabaseParameters {
  /** postgres://user:password@host:port/database */
  url: string
  /** Largest number of pooled connections; 10 by default. */
  max?: number
  /** Called when an idle pooled connection fails (the server restarted…); the pool replaces it. */
  onIdleError?: (error: Error) => void
  /**
   * Longest wait for one query's answer, and for a pooled connection; 5 000 ms by default. Past it the
   * query fails (a 503 for the request) and its connection is dropped, so that a frozen or unreachable
   * server makes requests fail fast instead of piling up. Scripts (`exec`: the migrations) have no limit.
   */
  timeoutMs?: number
}

const INT8 = 20

// Same value types as PGlite: int8 as a JS number (PGlite's default), everything else as pg parses it.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * Opens a pool of connections to a PostgreSQL server and checks that it answers.
 *
 * @example
 * const db = await createPostgresDatabase({ url: process.env.DATABASE_URL! })
 */
export async function createPostgresDatabase({
  url,
  max = 10,
  onIdleError,
  timeoutMs = 5_000,
}: CreatePostgresDatabaseParameters): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: typeParsers,
    connectionTimeoutMillis: timeoutMs,
  })
  // Without a listener, an idle client dropped by the server would crash the process.
  pool.on('error', (error) => onIdleError?.(error))
  try {
    await pool.query('select 1')
  } catch (cause) {
    await pool.end()
    throw new DatabaseOpenError({ kind: 'postgres', cause })
  }

  const control = createPostgresControl({ url, connectTimeoutMs: timeoutMs })
  let closed = false
  const ensureOpen = () => {
    if (closed) throw new DatabaseClosedError()
  }
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      ensureOpen()
      // pg reads `query_timeout` from the query's config too; its types only know it on the client's.
      const config = { text: sql, values: [...params], query_timeout: timeoutMs } as pg.QueryConfig
      const result = await target.query(config)
      return { rows: result.rows as T[] }
    },
    async exec(sql: string) {
      ensureOpen()
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await target.query(sql)
    },
  })

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      ensureOpen()
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        try {
          await client.query('rollback')
        } catch (rollbackError) {
          // The connection is unusable (server gone): drop it from the pool instead of reusing it.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
        }
        throw error
      } finally {
        client.release(broken)
      }
    },
    listen(channel, listener) {
      ensureOpen()
      return control.listen(channel, listener)
    },
    tryLock(key) {
      ensureOpen()
      return control.tryLock(key)
    },
    async close() {
      if (closed) return
      closed = true
      await control.close()
      await pool.end()
    },
  }
}
