import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { startPostgres, type TestPostgres } from '../test/postgres.js'

// This file stops and restarts PostgreSQL, so it runs its own server rather than the shared one.
let postgres: TestPostgres
let server: FoyerServer
let url: string
const logger = createTestLogger()

beforeAll(async () => {
  postgres = await startPostgres()
  server = await createFoyerServer(
    { projects: [{ id: 'demo', origins: ['*'] }], database: { url: postgres.url } },
    { logger, analyticsQueueSize: 25 },
  )
  ;({ url } = await server.listen())
}, 60_000)

afterAll(async () => {
  await server?.close()
  await postgres?.stop()
})

const send = (eventId: string) =>
  fetch(`${url}/e?projectId=demo&st=appkit&sv=html-wagmi-6.6.1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId,
      url: 'https://shop.example/',
      domain: 'shop.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'CONNECT_SUCCESS' },
    }),
  })

async function storedIds(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ event_id: string }>('select event_id from analytics_events')
    return rows.map((row) => row.event_id)
  } finally {
    await client.end()
  }
}

test('behavior: events accepted while PostgreSQL is down are all stored, exactly once, when it is back', async () => {
  const before = randomUUID()
  expect((await send(before)).status).toBe(202)
  await server.analytics.flush()

  await postgres.pause()
  const ids = Array.from({ length: 24 }, () => randomUUID())
  const statuses: number[] = []
  for (const id of ids) statuses.push((await send(id)).status)
  // A retry of events the client already sent while the database is down: queued again, stored once.
  for (const id of ids.slice(0, 5)) statuses.push((await send(id)).status)
  expect(statuses.slice(0, 24)).toEqual(ids.map(() => 202))
  expect(server.analytics.pending).toBeGreaterThan(0)

  // The queue is bounded (25 here): past it the server says so instead of dropping silently.
  const full = await fetch(`${url}/e?projectId=demo&st=appkit&sv=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId: randomUUID(),
      url: 'https://a.example/',
      domain: 'a.example',
      timestamp: 1,
      props: {},
    }),
  })
  expect(full.status).toBe(503)
  expect(full.headers.get('retry-after')).toBe('1')
  expect(await full.json()).toEqual({
    message: 'Analytics queue is full, retry later',
    code: 'ANALYTICS_QUEUE_FULL',
  })
  const accepted = [...ids, ...ids.slice(0, 5)].filter((_id, index) => statuses[index] === 202)

  // The writer kept failing and said so.
  await expect.poll(() => logger.entries.filter((entry) => entry.level === 'warn').length).toBeGreaterThan(0)

  await postgres.resume()
  await server.analytics.flush({ timeoutMs: 20_000 })
  expect(server.analytics.pending).toBe(0)

  const stored = await storedIds()
  expect(stored.length).toBe(new Set(stored).size)
  expect(new Set(stored)).toEqual(new Set([before, ...accepted]))
  expect(stored).toHaveLength(1 + 24)

  // The server keeps working on fresh connections after the outage.
  expect((await send(randomUUID())).status).toBe(202)
  await server.analytics.flush()
  expect(await storedIds()).toHaveLength(26)
}, 60_000)
