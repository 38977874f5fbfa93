import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite, types } from '@electric-sql/pglite'
import { DatabaseClosedError, DatabaseOpenError } from '../errors/database.js'
import { holdLock } from './holdLock.js'
import type { Database, Queryable } from './types.js'

export interface CreatePgliteDatabaseParameters {
  /** A folder to persist to; omitted → in memory. */
  dataDir?: string | undefined
}

/**
 * The environment variable naming a dump of a fresh PGlite cluster (`writePgliteTemplate`) from which
 * in-memory databases, and a `dataDir` that holds no cluster yet, start instead of running initdb.
 * initdb is most of PGlite's start: about 2 s of CPU on this 2-core machine against 0.5 s from the
 * dump, and the server's unit tests open 56 in-memory databases and several fresh folders (issue #30),
 * so the test run writes one template and sets this. The dump is of a cluster with no migration
 * applied, so what opens is the same as a fresh initdb. A folder that already holds a cluster opens as
 * it is.
 */
export const PGLITE_TEMPLATE_ENV = 'FOYER_PGLITE_TEMPLATE'

/** Writes a dump of a fresh PGlite cluster (no table of ours) to `path`, for `PGLITE_TEMPLATE_ENV`. */
export async function writePgliteTemplate(path: string): Promise<void> {
  const pglite = await PGlite.create()
  try {
    const dump = await pglite.dumpDataDir('none')
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()))
  } finally {
    await pglite.close()
  }
}

/**
 * Opens an embedded PostgreSQL (PGlite, WASM) in memory or in a folder. In memory or in a folder
 * without a cluster, it starts from the template named by `FOYER_PGLITE_TEMPLATE` when that is set.
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
    const template = process.env[PGLITE_TEMPLATE_ENV]
    // PGlite refuses to load a dump over an existing cluster (its PG_VERSION file).
    const fresh = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'))
    pglite = await PGlite.create({
      ...(dataDir !== undefined ? { dataDir } : {}),
      parsers,
      ...(template && fresh ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
    })
  } catch (cause) {
    throw new DatabaseOpenError({ kind: 'pglite', cause })
  }
  const held = new Map<string, AbortController>()
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
    async listen(channel, listener) {
      ensureOpen()
      return pglite.listen(channel, (payload) => listener.notify(payload))
    },
    // One process owns an embedded database: a lock only needs to keep two holders in it apart.
    async tryLock(key) {
      ensureOpen()
      return held.has(key) ? undefined : holdLock(held, key)
    },
    async close() {
      if (closed) return
      closed = true
      for (const controller of held.values()) controller.abort()
      held.clear()
      await pglite.close()
    },
  }
}
