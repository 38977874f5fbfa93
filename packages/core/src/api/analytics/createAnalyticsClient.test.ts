import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createHttpClient, type HttpClient } from '../http/createHttpClient.js'
import { type RecordedRequest, reply, startTestServer, type TestServer } from '../test/startTestServer.js'
import { createAnalyticsClient } from './createAnalyticsClient.js'

let server: TestServer
let http: HttpClient
let config: (request: RecordedRequest) => [number, unknown]
let ingest: (request: RecordedRequest) => [number, unknown]

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  config = () => [200, { isAnalyticsEnabled: true }]
  ingest = () => [202, { ok: true }]
  server.handle((request, response) => {
    const [status, body] = request.path === '/getAnalyticsConfig' ? config(request) : ingest(request)
    reply(response, status, body)
  })
  http = createHttpClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: '1' })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const page = () => ({ url: 'https://host.example/shop', domain: 'host.example' })
const paths = () => server.requests.map((request) => `${request.method} ${request.path}`)

describe('createAnalyticsClient', () => {
  test('default', async () => {
    const analytics = createAnalyticsClient(http, {
      enabled: true,
      getPage: page,
      now: () => 1_700_000_000_000,
      getAddress: () => '0xabc',
    })
    await analytics.sendEvent({ event: 'MODAL_OPEN', properties: { connected: false } })
    expect(paths()).toEqual(['GET /getAnalyticsConfig', 'POST /e'])
    const body = server.requests[1]?.json as { eventId: string }
    expect(body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'https://host.example/shop',
      domain: 'host.example',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
    })
    expect(server.requests[1]?.query.get('projectId')).toBe('p1')
  })

  test('behavior: the config is asked once, even for events sent together', async () => {
    const analytics = createAnalyticsClient(http, { enabled: true, getPage: page })
    await Promise.all([
      analytics.sendEvent({ event: 'MODAL_OPEN' }),
      analytics.sendEvent({ event: 'MODAL_CLOSE', address: '0xdef' }),
    ])
    await analytics.sendEvent({ event: 'CONNECT_SUCCESS' })
    expect(paths().filter((path) => path === 'GET /getAnalyticsConfig')).toHaveLength(1)
    expect(paths().filter((path) => path === 'POST /e')).toHaveLength(3)
    const ids = server.requests
      .filter((request) => request.path === '/e')
      .map((r) => (r.json as { eventId: string }).eventId)
    expect(new Set(ids).size).toBe(3)
  })

  test('behavior: the request waits for the frame the event came with; the event keeps its own time and page', async () => {
    const frames: Array<() => void> = []
    let clock = 1_000
    let url = 'https://host.example/shop'
    const analytics = createAnalyticsClient(http, {
      enabled: true,
      getPage: () => ({ url, domain: 'host.example' }),
      now: () => clock,
      later: (run) => frames.push(run),
    })
    const sent = analytics.sendEvent({ event: 'MODAL_OPEN' })
    clock = 2_000
    url = 'https://host.example/next'
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths()).toEqual([])
    for (const run of frames) run()
    await sent
    expect(paths()).toEqual(['GET /getAnalyticsConfig', 'POST /e'])
    expect(server.requests[1]?.json).toMatchObject({ timestamp: 1_000, url: 'https://host.example/shop' })
  })

  test('behavior: without crypto.randomUUID (plain http pages) event ids are still v4 UUIDs', async () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      await createAnalyticsClient(http, { enabled: true, getPage: page }).sendEvent({ event: 'MODAL_OPEN' })
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID')
    }
    expect(typeof crypto.randomUUID).toBe('function')
    expect(server.requests[1]?.json).toMatchObject({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    })
  })

  test('behavior: MODAL_CREATED is never sent', async () => {
    const analytics = createAnalyticsClient(http, { enabled: true, getPage: page })
    await analytics.sendEvent({ event: 'MODAL_CREATED' })
    expect(server.requests).toHaveLength(0)
  })

  test('parameters: enabled false sends and asks nothing', async () => {
    await createAnalyticsClient(http, { enabled: false }).sendEvent({ event: 'MODAL_OPEN' })
    expect(server.requests).toHaveLength(0)
  })

  test('behavior: a config that says false disables analytics', async () => {
    config = () => [200, { isAnalyticsEnabled: false }]
    const analytics = createAnalyticsClient(http, { enabled: true, getPage: page })
    await analytics.sendEvent({ event: 'MODAL_OPEN' })
    await analytics.sendEvent({ event: 'MODAL_CLOSE' })
    expect(paths()).toEqual(['GET /getAnalyticsConfig'])
  })

  test.each<[string, [number, unknown]]>([
    ['an HTTP error', [500, { message: 'boom' }]],
    ['garbage JSON', [200, '{"isAnalyticsEnabled": tr']],
    ['a wrong shape', [200, { isAnalyticsEnabled: 'yes' }]],
  ])('behavior: a failed config (%s) disables analytics, logged, never thrown', async (_name, answer) => {
    config = () => answer
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const analytics = createAnalyticsClient(http, { enabled: true, getPage: page })
    await expect(analytics.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBeUndefined()
    await analytics.sendEvent({ event: 'MODAL_CLOSE' })
    expect(paths()).toEqual(['GET /getAnalyticsConfig'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('behavior: HTTP 403 raises Invalid App Configuration once and never throws', async () => {
    ingest = () => [403, { message: 'Unauthorized: origin not allowed' }]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onAlert = vi.fn()
    const analytics = createAnalyticsClient(http, { enabled: true, getPage: page, onAlert })
    await expect(analytics.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBeUndefined()
    await analytics.sendEvent({ event: 'MODAL_CLOSE' })
    expect(paths()).toEqual(['GET /getAnalyticsConfig', 'POST /e', 'POST /e'])
    expect(onAlert).toHaveBeenCalledTimes(1)
    expect(onAlert).toHaveBeenCalledWith('alert.invalidAppConfiguration')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  test('behavior: a 403 on the config also raises the alert (once) and disables analytics', async () => {
    config = () => [403, { message: 'Unauthorized: origin not allowed' }]
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onAlert = vi.fn()
    const analytics = createAnalyticsClient(http, { enabled: true, getPage: page, onAlert })
    await analytics.sendEvent({ event: 'MODAL_OPEN' })
    await analytics.sendEvent({ event: 'MODAL_OPEN' })
    expect(onAlert).toHaveBeenCalledTimes(1)
    expect(paths()).toEqual(['GET /getAnalyticsConfig'])
  })

  test('behavior: other send failures are logged without an alert', async () => {
    ingest = () => [500, { message: 'db down' }]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onAlert = vi.fn()
    await createAnalyticsClient(http, { enabled: true, getPage: page, onAlert }).sendEvent({
      event: 'MODAL_OPEN',
    })
    expect(onAlert).not.toHaveBeenCalled()
    expect(String(warn.mock.calls[0]?.[0])).toContain('MODAL_OPEN')
  })
})
