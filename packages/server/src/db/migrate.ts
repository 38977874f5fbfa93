import { InvalidMigrationsError, MigrationError } from '../errors/database.js'
import type { Migration } from './migrations.js'
import type { Database } from './types.js'

export interface MigrateReturnType {
  /** Versions applied by this call (empty when the schema was already current). */
  applied: number[]
}

export type MigrateErrorType = MigrationError | InvalidMigrationsError

// Any fixed number: the advisory lock that serialises migrations across servers sharing one database.
const MIGRATION_LOCK = 0x466f796572

/**
 * Applies the pending migrations in one transaction, under an advisory lock so that several servers
 * starting together against one PostgreSQL apply each migration once. Idempotent.
 *
 * @example
 * await migrate(db, migrations) // { applied: [1] }, then { applied: [] }
 */
export async function migrate(db: Database, list: readonly Migration[]): Promise<MigrateReturnType> {
  let previous = 0
  for (const migration of list) {
    if (!Number.isInteger(migration.version) || migration.version <= previous)
      throw new InvalidMigrationsError({ version: migration.version })
    previous = migration.version
  }

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )
    `)
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations')
    const done = new Set(rows.map((row) => row.version))
    const applied: number[] = []
    for (const migration of list) {
      if (done.has(migration.version)) continue
      try {
        await tx.exec(migration.sql)
      } catch (cause) {
        throw new MigrationError({ version: migration.version, name: migration.name, cause })
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.version)
    }
    return { applied }
  })
}
