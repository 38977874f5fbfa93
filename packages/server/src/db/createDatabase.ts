import { migrations as defaultMigrations } from '../schema.js'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import { migrate } from './migrate.js'
import type { Migration } from './migrations.js'
import type { Database } from './types.js'

export interface CreateDatabaseParameters {
  /** postgres://… → a PostgreSQL server through `pg.Pool`. */
  url?: string | undefined
  /** A PGlite folder; with neither `url` nor `dataDir` the database lives in memory. */
  dataDir?: string | undefined
  /** The migrations to apply at open; the server's own list by default. */
  migrations?: readonly Migration[]
  /** Called when an idle PostgreSQL connection fails (it is replaced). */
  onIdleError?: (error: Error) => void
}

/**
 * Opens the server's database — PGlite by default, PostgreSQL when `url` is set — and applies the
 * pending migrations (idempotent: a second start applies nothing).
 *
 * @example
 * const db = await createDatabase({ url: process.env.DATABASE_URL })
 * const { rows } = await db.query<{ n: number }>('select count(*)::int as n from analytics_events')
 */
export async function createDatabase(parameters: CreateDatabaseParameters = {}): Promise<Database> {
  const { url, dataDir, migrations = defaultMigrations, onIdleError } = parameters
  const db = url
    ? await createPostgresDatabase({ url, ...(onIdleError ? { onIdleError } : {}) })
    : await createPgliteDatabase({ dataDir })
  try {
    await migrate(db, migrations)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
