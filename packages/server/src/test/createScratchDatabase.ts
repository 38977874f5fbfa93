import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { createDatabase } from '../db/createDatabase.js'
import type { Migration } from '../db/migrations.js'
import type { Database } from '../db/types.js'

/**
 * Creates an empty database on the test PostgreSQL server (the run's, `inject('postgresUrl')`, unless
 * another is named) and returns its URL, so that each test file has its own tables while sharing one
 * server.
 *
 * @example
 * const url = await createScratchDatabase()
 */
export async function createScratchDatabase(serverUrl: string = inject('postgresUrl')): Promise<string> {
  const name = `foyer_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Opens and migrates a fresh scratch database of the test run's PostgreSQL server, for tests whose
 * subject is not the storage itself (routes, limits, options). An in-memory PGlite costs about 2 s of
 * CPU to open on this 2-core machine, a scratch database a tenth of that; PGlite's own behaviour is
 * tested where it is the subject (db/, the world and CLI tests, and the suites that run on both).
 *
 * @example
 * const db = await openScratchDatabase({ migrations: [...migrations, ...blockchainMigrations] })
 */
export async function openScratchDatabase({
  migrations,
}: {
  migrations?: readonly Migration[]
} = {}): Promise<Database> {
  const url = await createScratchDatabase()
  return createDatabase({ url, ...(migrations ? { migrations } : {}) })
}
