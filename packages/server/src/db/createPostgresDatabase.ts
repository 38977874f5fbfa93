import pg from 'pg'
import { DatabaseClosedError, DatabaseOpenError } from '../errors/database.js'
import type { Database, Queryable } from './types.js'

export interface CreatePostgresDatabaseParameters {
  /** postgres://user:password@host:port/database */
  url: string
  /** Largest number of pooled connections; 10 by default. */
  max?: number
  /** Called when an idle pooled connection fails (the server restarted…); the pool replaces it. */
  onIdleError?: (error: Error) => void
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
}: CreatePostgresDatabaseParameters): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: typeParsers,
    connectionTimeoutMillis: 10_000,
  })
  // Without a listener, an idle client dropped by the server would crash the process.
  pool.on('error', (error) => onIdleError?.(error))
  try {
    await pool.query('select 1')
  } catch (cause) {
    await pool.end()
    throw new DatabaseOpenError({ kind: 'postgres', cause })
  }

  let closed = false
  const ensureOpen = () => {
    if (closed) throw new DatabaseClosedError()
  }
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      ensureOpen()
      const result = await target.query(sql, [...params])
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
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
