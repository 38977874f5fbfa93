// PostgreSQL frozen for 10 s under a running foyer-server (#26): requests that need the database get a
// clear 503 with Retry-After instead of hanging, the process lives on, analytics events sent meanwhile are
// queued and stored once the database answers again, and service comes back without a restart. The
// server has a PostgreSQL of its own here: freezing the test run's shared one would stall other files.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startPostgres, type TestPostgres } from './test/postgres.js'
import { type ServerProcess, startServerProcess } from './test/serverProcesses.js'

const ORIGIN = 'https://harbor.example'
const SDK = 'projectId=outage&st=test&sv=foyer-test'

let postgres: TestPostgres
let server: ServerProcess

beforeAll(async () => {
  postgres = await startPostgres()
  server = await startServerProcess({
    config: { projects: [{ id: 'outage', origins: [ORIGIN] }], chains: [] },
    databaseUrl: postgres.url,
  })
}, 120_000)

afterAll(async () => {
  await postgres?.thaw().catch(() => undefined)
  await server?.stop()
  await postgres?.stop()
})

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`, {
    headers: { origin: ORIGIN },
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  }
}

const sendEvent = async (eventId: string) =>
  (
    await fetch(`${server.url}/e?${SDK}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId,
        url: `${ORIGIN}/`,
        domain: 'harbor.example',
        timestamp: Date.now(),
        props: {},
      }),
    })
  ).status

describe('PostgreSQL frozen for 10 s', () => {
  test('behavior: 503 with Retry-After while it is frozen, no crash, no event lost, full service after', async () => {
    expect((await get('/v1/siwx/nonce')).status).toBe(200)
    const before = Array.from({ length: 10 }, () => randomUUID())
    expect(await Promise.all(before.map(sendEvent))).toEqual(Array(10).fill(202))

    await postgres.freeze()
    const frozenAt = Date.now()
    const during = Array.from({ length: 20 }, () => randomUUID())
    const [nonces, ready, health, events] = await Promise.all([
      Promise.all([get('/v1/siwx/nonce'), get('/v1/siwx/nonce'), get('/v1/siwx/nonce')]),
      get('/ready'),
      get('/health'),
      Promise.all(during.map(sendEvent)),
    ])
    // These answers came while the database was still frozen (it is thawed below): its queries and
    // connection waits time out after 5 s. A request that hung instead would hold this test to its timeout.
    for (const answer of nonces) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { code: 'DATABASE_UNAVAILABLE' } })
      expect(answer.body.message).toBe('The database is unavailable')
    }
    expect(ready).toMatchObject({ status: 503, body: { ready: false } })
    expect(health).toMatchObject({ status: 200, body: { ok: true, database: 'postgres' } })
    expect(events).toEqual(Array(20).fill(202))
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_000 - (Date.now() - frozenAt))))
    await postgres.thaw()

    await vi.waitFor(async () => expect((await get('/ready')).status).toBe(200), {
      timeout: 20_000,
      interval: 200,
    })
    expect((await get('/v1/siwx/nonce')).status).toBe(200)
    const sql = new pg.Client({ connectionString: postgres.url })
    await sql.connect()
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await sql.query<{ stored: number }>(
            'select count(*)::int as stored from analytics_events where event_id = any($1::uuid[])',
            [[...before, ...during]],
          )
          expect(rows[0]?.stored).toBe(30)
        },
        { timeout: 30_000, interval: 200 },
      )
    } finally {
      await sql.end()
    }
    // Alive all along: the process has not exited.
    expect(() => process.kill(server.pid, 0)).not.toThrow()
    expect(server.output()).not.toMatch(/Internal server error|Unhandled|uncaught/i)
  }, 90_000)
})
