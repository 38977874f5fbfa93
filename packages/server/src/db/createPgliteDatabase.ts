import { mkdir } from 'node:fs/promises'
import { PGlite, types } from '@electric-sql/pglite'
import { DatabaseClosedError, DatabaseOpenError } from '../errors/database.js'
import type { Database, Queryable } from './types.js'

export interface CreatePgliteDatabaseParameters {
  /** A folder to persist to; omitted → in memory. */
  dataDir?: string | undefined
}

/**
 * Opens an embedded PostgreSQL (PGlite, WASM) in memory or in a folder.
 *
 * @example
 * const db = await createPgliteDatabase({ dataDir: './.foyer/db' })
 */
export async function createPgliteDatabase({
  dataDir,
}: CreatePgliteDatabaseParameters = {}): Promise<Database> {
  let pglite: PGlite
  try {
    // PGlite creates its own folder but not the folders above it (`.foyer/` on a fresh clone).
    if (dataDir !== undefined) await mkdir(dataDir, { recursive: true })
    // int8 as a JS number, as the PostgreSQL driver is set up too.
    const parsers = { [types.INT8]: Number }
    pglite = await PGlite.create(dataDir === undefined ? { parsers } : { dataDir, parsers })
  } catch (cause) {
    throw new DatabaseOpenError({ kind: 'pglite', cause })
  }
  let closed = false
  const ensureOpen = () => {
    if (closed) throw new DatabaseClosedError()
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      ensureOpen()
      const result = await target.query<T>(sql, [...params])
      return { rows: result.rows }
    },
    async exec(sql: string) {
      ensureOpen()
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction(fn) {
      ensureOpen()
      return pglite.transaction((tx) => fn(wrap(tx)))
    },
    async close() {
      if (closed) return
      closed = true
      await pglite.close()
    },
  }
}
