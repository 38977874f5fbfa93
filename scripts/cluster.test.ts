// The local cluster of `npm start -- --instances 3`: three real `foyer-server` processes on a real
// PostgreSQL behind the round-robin proxy, which spreads requests over all of them and keeps serving
// (or answers a clear 502) when one is killed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Cluster, INSTANCE_HEADER, startCluster, startRoundRobinProxy } from './cluster.js'

/** No request of these tests may hang: each gets an answer or fails within this. */
const REQUEST_TIMEOUT_MS = 10_000

function get(url: string): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
}

/**
 * Which instance answered: `/ready`'s `instance` where the server has that route, else the proxy's
 * `x-foyer-instance` header on `/health`.
 */
async function answeringInstance(apiUrl: string): Promise<{ status: number; instance: string }> {
  const ready = await get(`${apiUrl}/ready`)
  const body: unknown = await ready.json().catch(() => undefined)
  if (typeof body === 'object' && body !== null && 'instance' in body && typeof body.instance === 'string')
    return { status: ready.status, instance: body.instance }
  const health = await get(`${apiUrl}/health`)
  await health.body?.cancel()
  return { status: health.status, instance: health.headers.get(INSTANCE_HEADER) ?? '' }
}

describe('startCluster', () => {
  let cluster: Cluster | undefined

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 3,
      config: { projects: [{ id: 'p', origins: ['*'] }], chains: [] },
    })
  }, 120_000)

  afterAll(async () => {
    await cluster?.stop()
  })

  test('three instances on one PostgreSQL answer in turn, and the others go on when one is killed', async () => {
    const running = cluster!
    expect(running.instances).toHaveLength(3)
    expect(running.databaseUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\//)
    const answers = []
    for (let i = 0; i < 9; i++) answers.push(await answeringInstance(running.apiUrl))
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200))
    expect(new Set(answers.map((answer) => answer.instance)).size).toBe(3)

    const killed = running.instances[0]!
    const killedName = new URL(killed.url).host
    await killed.kill()
    for (let i = 0; i < 6; i++) {
      const response = await get(`${running.apiUrl}/health`)
      if (response.status === 502) {
        expect(await response.json()).toMatchObject({ code: 'INSTANCE_UNAVAILABLE' })
        continue
      }
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ ok: true, database: 'postgres' })
      expect(response.headers.get(INSTANCE_HEADER)).not.toBe(killedName)
    }
  })
})

describe('startRoundRobinProxy', () => {
  let echo: Server
  let echoUrl = ''

  beforeAll(async () => {
    // A target that answers with the X-Forwarded-For it received.
    echo = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null }))
    })
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve))
    echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => echo.close(resolve))
  })

  test('a target that refuses connections gets a JSON 502, then is skipped while the others serve', async () => {
    const deadUrl = `http://127.0.0.1:${await closedPort()}`
    const proxy = await startRoundRobinProxy({ targets: [deadUrl, echoUrl] })
    try {
      const first = await get(`${proxy.url}/anything`)
      expect(first.status).toBe(502)
      expect(first.headers.get(INSTANCE_HEADER)).toBe(new URL(deadUrl).host)
      expect(await first.json()).toEqual({
        message: expect.stringContaining('ECONNREFUSED'),
        code: 'INSTANCE_UNAVAILABLE',
      })
      for (let i = 0; i < 3; i++) {
        const next = await get(`${proxy.url}/anything`)
        expect(next.status).toBe(200)
        expect(next.headers.get(INSTANCE_HEADER)).toBe(new URL(echoUrl).host)
        // The proxy adds the client's address: the servers read it with trustProxy: ['127.0.0.1'].
        expect(await next.json()).toEqual({ forwardedFor: '127.0.0.1' })
      }
      proxy.remove(echoUrl)
      proxy.remove(deadUrl)
      const none = await get(`${proxy.url}/anything`)
      expect(none.status).toBe(502)
      expect(await none.json()).toMatchObject({ code: 'INSTANCE_UNAVAILABLE' })
    } finally {
      await proxy.close()
    }
  })
})

/** A port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
