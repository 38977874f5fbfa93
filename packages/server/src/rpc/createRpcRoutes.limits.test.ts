import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '../db/types.js'
import { openScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { createRpcRoutes } from './createRpcRoutes.js'

// The chain proxy's per-client limits against an upstream stand-in that hands out filter ids, on PGlite
// with a clock the test moves.
let db: Database
const clock = { now: Date.UTC(2030, 0, 1, 0, 0, 30) }
let nextFilter = 0
const upstreamCalls: unknown[] = []

const upstream: typeof fetch = async (_url, init) => {
  const payload = JSON.parse(String(init?.body)) as unknown
  upstreamCalls.push(payload)
  const answer = (request: { id?: unknown; method: string }) => ({
    jsonrpc: '2.0',
    id: request.id,
    result: request.method.startsWith('eth_new') ? `0x${(++nextFilter).toString(16)}` : '0x1',
  })
  const body = Array.isArray(payload) ? payload.map(answer) : answer(payload as { method: string })
  return Response.json(body)
}

beforeAll(async () => {
  db = await openScratchDatabase()
  routes = app()
}, 60_000)
afterAll(() => db?.close())

const app = () =>
  createRpcRoutes({
    chains: [{ caipNetworkId: 'eip155:31337', name: 'Local', rpcUrl: 'http://upstream.test' } as never],
    logger: createTestLogger(),
    fetch: upstream,
    db,
    clientAddress: ({ header }) => header('x-test-client'),
    requestsPerMinute: 50,
    maxOpenFilters: 3,
    now: () => clock.now,
  })
let routes: ReturnType<typeof app>

async function rpc(client: string, body: unknown) {
  const response = await routes.request('/v1/?chainId=eip155:31337', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client': client },
    body: JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown }
}
const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })

test('behavior: requests are counted per client address (a batch by its members)', async () => {
  const batch = Array.from({ length: 40 }, (_, index) => call(index, 'eth_blockNumber'))
  expect((await rpc('10.0.0.1', batch)).status).toBe(200)
  expect((await rpc('10.0.0.1', batch.slice(0, 10))).status).toBe(200)
  const limited = await rpc('10.0.0.1', [call(1, 'eth_chainId'), { jsonrpc: '2.0', method: 42 }])
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toBe('30')
  expect(limited.json).toEqual([
    {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32005, message: 'Too many requests from this network; try again in 30 seconds' },
    },
    { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } },
  ])
  // Another client is not affected; the next minute starts afresh.
  expect((await rpc('10.0.0.2', call(1, 'eth_chainId'))).status).toBe(200)
  clock.now += 30_000
  expect((await rpc('10.0.0.1', call(1, 'eth_chainId'))).status).toBe(200)
})

test('behavior: a client holds at most maxOpenFilters filters per chain; uninstalled or idle ones free a place', async () => {
  const client = '10.0.0.3'
  const opened = await rpc(client, [call(1, 'eth_newBlockFilter'), call(2, 'eth_newFilter', [{}])])
  expect(opened.status).toBe(200)
  const [first] = opened.json as { result: string }[]
  const third = await rpc(client, call(3, 'eth_newBlockFilter'))
  expect(third.json).toMatchObject({ id: 3, result: expect.stringMatching(/^0x/) })
  const calls = upstreamCalls.length
  const fourth = await rpc(client, [call(4, 'eth_newBlockFilter'), call(5, 'eth_blockNumber')])
  expect(fourth.status).toBe(200)
  expect(fourth.json).toEqual([
    { jsonrpc: '2.0', id: 5, result: '0x1' },
    {
      jsonrpc: '2.0',
      id: 4,
      error: {
        code: -32005,
        message:
          'Too many open filters (3) on this chain: uninstall one (eth_uninstallFilter) or let one expire (5 minutes unpolled)',
      },
    },
  ])
  // The refused filter never reached the node.
  expect(upstreamCalls.length).toBe(calls + 1)
  expect(JSON.stringify(upstreamCalls.at(-1))).not.toContain('eth_newBlockFilter')
  expect((await rpc(client, call(6, 'eth_newBlockFilter'))).status).toBe(429)
  // A filter created by a notification would go uncounted: refused.
  expect((await rpc('10.0.0.4', { jsonrpc: '2.0', method: 'eth_newBlockFilter' })).json).toMatchObject({
    error: { code: -32600, message: 'Invalid Request: a filter must be created by a request with an id' },
  })

  // Uninstalling one frees a place; another client has its own places.
  await rpc(client, call(7, 'eth_uninstallFilter', [first?.result]))
  expect((await rpc(client, call(8, 'eth_newBlockFilter'))).json).toMatchObject({
    id: 8,
    result: expect.any(String),
  })
  expect((await rpc(client, call(9, 'eth_newBlockFilter'))).status).toBe(429)
  expect((await rpc('10.0.0.5', call(1, 'eth_newBlockFilter'))).status).toBe(200)
  // Five minutes unpolled: they count no more.
  clock.now += 5 * 60_000 + 1
  expect((await rpc(client, call(10, 'eth_newBlockFilter'))).status).toBe(200)
})
