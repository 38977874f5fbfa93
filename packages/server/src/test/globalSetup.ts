// Vitest globalSetup of the 'node' project: one PostgreSQL server for the whole test run, shared with
// the test files as inject('postgresUrl'). FOYER_TEST_POSTGRES_URL points the tests at an existing
// server instead.
import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgres.js'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const existing = process.env.FOYER_TEST_POSTGRES_URL
  if (existing) {
    project.provide('postgresUrl', existing)
    return async () => undefined
  }
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
