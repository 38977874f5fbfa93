import { randomUUID } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFoyerServer, type FoyerServer } from './createFoyerServer.js'
import { InvalidServerConfigError } from './errors/config.js'
import { createScratchDatabase } from './test/createScratchDatabase.js'
import { createTestLogger } from './test/createTestLogger.js'

const params = 'projectId=demo&st=appkit&sv=html-wagmi-6.6.1'
const config = { projects: [{ id: 'demo', origins: ['http://localhost:5173'] }] }

describe('default (in-memory PGlite, listening on 127.0.0.1)', () => {
  const logger = createTestLogger()
  let server: FoyerServer
  let url: string
  beforeAll(async () => {
    server = await createFoyerServer(config, { logger })
    server.app.get('/explode', () => {
      throw new Error('secret detail')
    })
    ;({ url } = await server.listen())
  }, 60_000)
  afterAll(() => server?.close())

  test('default: GET /health answers without parameters and names the database', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${url}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, database: 'pglite' })
  })

  test('behavior: the project rules hold over real HTTP', async () => {
    expect((await fetch(`${url}/getAnalyticsConfig`)).status).toBe(400)
    expect((await fetch(`${url}/getAnalyticsConfig?projectId=x&st=a&sv=1`)).status).toBe(401)
    const foreign = await fetch(`${url}/getAnalyticsConfig?${params}`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({
      message: 'Unauthorized: origin not allowed',
      code: 'ORIGIN_NOT_ALLOWED',
    })
    const allowed = await fetch(`${url}/getAnalyticsConfig?${params}`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const preflight = await fetch(`${url}/e?${params}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  test('behavior: the wallet directory is mounted behind the project guard', async () => {
    expect((await fetch(`${url}/getWallets?entries=4`)).status).toBe(400)
    const response = await fetch(`${url}/getWallets?entries=4&${params}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { count: number; data: unknown[] }
    expect(body.data).toHaveLength(4)
    expect(body.count).toBeGreaterThanOrEqual(150)
  })

  test('behavior: a 413 closes its connection, so the next request on a keep-alive pool succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const send = (path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const request = http.request(
          `${url}${path}`,
          {
            agent,
            method: body === undefined ? 'GET' : 'POST',
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          },
          (response) => {
            let text = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => {
              text += chunk
            })
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }),
            )
            response.on('error', reject)
          },
        )
        request.on('error', reject)
        request.end(body)
      })
    try {
      for (const path of [`/e?${params}`, `/v1/profile/account?${params}`, `/v1/fungible/price?${params}`]) {
        const tooLarge = await send(path, JSON.stringify({ padding: 'x'.repeat(200_000) }))
        expect({ path, status: tooLarge.status, connection: tooLarge.connection }).toEqual({
          path,
          status: 413,
          connection: 'close',
        })
        expect(JSON.parse(tooLarge.text)).toMatchObject({
          message: 'Request body is larger than 65536 bytes',
          code: 'PAYLOAD_TOO_LARGE',
        })
        const next = await send('/health')
        expect({ path, status: next.status }).toEqual({ path, status: 200 })
      }
    } finally {
      agent.destroy()
    }
  })

  test('behavior: an unknown path is a JSON 404', async () => {
    const response = await fetch(`${url}/nowhere?${params}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
  })

  test('behavior: an unexpected failure is a generic 500, logged, without its details', async () => {
    const response = await fetch(`${url}/explode?${params}`)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'INTERNAL' })
    expect(text).not.toContain('secret')
    expect(logger.entries.at(-1)).toMatchObject({ level: 'error', message: 'Request failed: GET /explode' })
  })
})

describe('lifecycle (PostgreSQL)', () => {
  test('behavior: close stops the listeners and writes queued analytics events first', async () => {
    const databaseUrl = await createScratchDatabase()
    const server = await createFoyerServer(
      { ...config, database: { url: databaseUrl } },
      { logger: createTestLogger() },
    )
    const { url } = await server.listen()
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true, database: 'postgres' })
    const eventId = randomUUID()
    const response = await fetch(`${url}/e?${params}`, {
      method: 'POST',
      body: JSON.stringify({
        eventId,
        url: 'https://a.example/',
        domain: 'a.example',
        timestamp: 1,
        props: {},
      }),
    })
    expect(response.status).toBe(202)

    await server.close()
    await server.close()
    await expect(fetch(`${url}/health`)).rejects.toThrow()

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query('select event_id from analytics_events')
      expect(rows).toEqual([{ event_id: eventId }])
    } finally {
      await client.end()
    }
  })

  test('behavior: a bad config is refused before anything opens', async () => {
    await expect(createFoyerServer({ projects: [{ id: 'demo', origins: ['localhost'] }] })).rejects.toThrow(
      InvalidServerConfigError,
    )
  })
})
