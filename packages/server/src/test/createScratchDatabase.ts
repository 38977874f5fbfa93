import { randomUUID } from 'node:crypto'
import pg from 'pg'

/**
 * Creates an empty database on the test PostgreSQL server and returns its URL, so that each test
 * file has its own tables while sharing one server.
 *
 * @example
 * const url = await createScratchDatabase(inject('postgresUrl'))
 */
export async function createScratchDatabase(serverUrl: string): Promise<string> {
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
