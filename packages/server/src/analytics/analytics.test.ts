import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import { createDatabase } from '../db/createDatabase.js'
import type { Database } from '../db/types.js'
import { AnalyticsQueueFullError } from '../errors/http.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { createAnalyticsQueue } from './createAnalyticsQueue.js'

const config = { projects: [{ id: 'demo', origins: ['https://shop.example'] }] }
const params = '?projectId=demo&st=appkit&sv=html-wagmi-6.6.1'

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'https://shop.example/checkout',
  domain: 'shop.example',
  timestamp: 1_700_000_000_123,
  props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { connected: false } },
  ...overrides,
})

const post = (server: FoyerServer, body: unknown) =>
  server.app.request(`/e${params}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Origin: 'https://shop.example' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe.each(['pglite', 'postgres'] as const)('%s', (kind) => {
  let db: Database
  let server: FoyerServer
  beforeAll(async () => {
    db = await createDatabase(kind === 'postgres' ? { url: await createScratchDatabase() } : {})
    server = await createFoyerServer(config, { database: db, logger: createTestLogger() })
  }, 30_000)
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  test('default: an event is accepted with 202 and stored as sent', async () => {
    const sent = event()
    const response = await post(server, sent)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ eventId: sent.eventId })
    await server.analytics.flush()
    const { rows } = await db.query('select * from analytics_events where event_id = $1', [sent.eventId])
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        project_id: 'demo',
        event_id: sent.eventId,
        url: sent.url,
        domain: sent.domain,
        ts: new Date(sent.timestamp),
        props: sent.props,
        received_at: expect.any(Date),
      },
    ])
  })

  test('behavior: domain and url come from the Origin, not from the body', async () => {
    const stored = async (sent: ReturnType<typeof event>, origin: string | undefined) => {
      const response = await server.app.request(`/e${params}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify(sent),
      })
      expect(response.status).toBe(202)
      await server.analytics.flush()
      const { rows } = await db.query<{ url: string; domain: string }>(
        'select url, domain from analytics_events where event_id = $1',
        [sent.eventId],
      )
      return rows[0]
    }
    // A page of another site claimed in the body: the origin itself is recorded.
    expect(
      await stored(
        event({ url: 'https://victim.example/account', domain: 'victim.example' }),
        'https://shop.example',
      ),
    ).toEqual({ url: 'https://shop.example', domain: 'shop.example' })
    // A page on the request's origin is kept; the domain is the origin's, whatever the body says.
    expect(
      await stored(
        event({ url: 'https://shop.example/cart?x=1', domain: 'victim.example' }),
        'https://shop.example',
      ),
    ).toEqual({ url: 'https://shop.example/cart?x=1', domain: 'shop.example' })
    // Something that is not a URL is not kept either.
    expect(await stored(event({ url: 'javascript:alert(1)' }), 'https://shop.example')).toEqual({
      url: 'https://shop.example',
      domain: 'shop.example',
    })
    // No Origin: a non-browser client; its values stand.
    expect(await stored(event({ url: 'https://app.example/x', domain: 'app.example' }), undefined)).toEqual({
      url: 'https://app.example/x',
      domain: 'app.example',
    })
  })

  test('behavior: the same eventId sent twice is stored once', async () => {
    const sent = event()
    expect((await post(server, sent)).status).toBe(202)
    expect((await post(server, sent)).status).toBe(202)
    await server.analytics.flush()
    expect((await post(server, sent)).status).toBe(202)
    await server.analytics.flush()
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from analytics_events where event_id = $1',
      [sent.eventId],
    )
    expect(rows[0]?.n).toBe(1)
  })

  test('behavior: a batch of events sent at once is written in order, each once', async () => {
    const sent = Array.from({ length: 30 }, () => event())
    const responses = await Promise.all(sent.map((item) => post(server, item)))
    expect(responses.map((response) => response.status)).toEqual(sent.map(() => 202))
    await server.analytics.flush()
    const { rows } = await db.query<{ event_id: string }>(
      'select event_id from analytics_events where event_id = any($1::uuid[])',
      [sent.map((item) => item.eventId)],
    )
    expect(rows.map((row) => row.event_id).sort()).toEqual(sent.map((item) => item.eventId).sort())
  })
})

describe('validation', () => {
  let server: FoyerServer
  let disabled: FoyerServer
  let db: Database
  beforeAll(async () => {
    db = await createDatabase({ url: await createScratchDatabase() })
    server = await createFoyerServer(config, { database: db, logger: createTestLogger() })
    disabled = await createFoyerServer(
      { ...config, analytics: { enabled: false } },
      { database: db, logger: createTestLogger() },
    )
  })
  afterAll(async () => {
    await server?.close()
    await disabled?.close()
    await db?.close()
  })

  test.each([
    ['a bad uuid', event({ eventId: 'not-a-uuid' }), 'eventId: Invalid UUID'],
    [
      'a missing url',
      { ...event(), url: undefined },
      'url: Invalid input: expected string, received undefined',
    ],
    [
      'a string timestamp',
      event({ timestamp: '1700000000000' }),
      'timestamp: Invalid input: expected number, received string',
    ],
    ['a negative timestamp', event({ timestamp: -1 }), 'timestamp: Too small: expected number to be >=0'],
    [
      'props that are not an object',
      event({ props: [] }),
      'props: Invalid input: expected record, received array',
    ],
    ['a NUL character', event({ props: { x: 'a\u0000b' } }), 'props: Contains a value that cannot be stored'],
    ['an unknown field', { ...event(), extra: 1 }, 'Unrecognized key: "extra"'],
  ])('behavior: %s is a 400 with the first issue', async (_name, body, message) => {
    const response = await post(server, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message, code: 'VALIDATION' })
  })

  test('behavior: a body that is not JSON is a 400', async () => {
    const response = await post(server, '{"eventId":')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Request body must be valid JSON',
      code: 'INVALID_JSON',
    })
  })

  test('behavior: a body above 64 KiB is a 413', async () => {
    const response = await post(server, event({ props: { blob: 'x'.repeat(70_000) } }))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'Request body is larger than 65536 bytes',
      code: 'PAYLOAD_TOO_LARGE',
    })
  })

  test('behavior: nothing refused is stored', async () => {
    await server.analytics.flush()
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from analytics_events')
    expect(rows[0]?.n).toBe(0)
  })

  test('default: GET /getAnalyticsConfig reports the config', async () => {
    expect(await (await server.app.request(`/getAnalyticsConfig${params}`)).json()).toEqual({
      isAnalyticsEnabled: true,
    })
    expect(await (await disabled.app.request(`/getAnalyticsConfig${params}`)).json()).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  test('behavior: with analytics disabled, POST /e is a 404 and stores nothing', async () => {
    const response = await post(disabled, event())
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      message: 'Analytics is disabled on this server',
      code: 'ANALYTICS_DISABLED',
    })
  })

  test('behavior: the queue is bounded: past maxSize, enqueue throws AnalyticsQueueFullError (503)', async () => {
    const queue = createAnalyticsQueue({ db, logger: createTestLogger(), maxSize: 2 })
    const queued = (id: string) => ({ ...event({ eventId: id }), projectId: 'demo', receivedAt: Date.now() })
    queue.enqueue(queued(randomUUID()))
    queue.enqueue(queued(randomUUID()))
    let error: unknown
    try {
      queue.enqueue(queued(randomUUID()))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AnalyticsQueueFullError)
    expect((error as AnalyticsQueueFullError).status).toBe(503)
    await queue.close()
    expect(queue.pending).toBe(0)
  })
})
