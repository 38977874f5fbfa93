// Vitest globalSetup of the 'node' project: one PostgreSQL server for the whole test run, shared with
// the test files as inject('postgresUrl'). FOYER_TEST_POSTGRES_URL points the tests at an existing
// server instead. And one fresh PGlite cluster dumped for the in-memory databases of every test file
// to start from (FOYER_PGLITE_TEMPLATE; see createPgliteDatabase.ts), instead of an initdb each.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from '../db/createPgliteDatabase.js'
import { startPostgres } from './postgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'foyer-pglite-'))
  const template = join(folder, 'template.tar')
  await writePgliteTemplate(template)
  process.env[PGLITE_TEMPLATE_ENV] = template
  const removeTemplate = () => rm(folder, { recursive: true, force: true })
  const existing = process.env.FOYER_TEST_POSTGRES_URL
  if (existing) {
    project.provide('postgresUrl', existing)
    return removeTemplate
  }
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return async () => {
    await postgres.stop()
    await removeTemplate()
  }
}
