import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { foyerSdk } from '../../api/sdk.js'
import { reply, startTestServer, type TestServer } from '../../api/test/startTestServer.js'
import { createFoyer } from '../../createFoyer.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { devnet } from '../../test/testNetworks.js'

let server: TestServer
let ingestStatus: number
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  ingestStatus = 202
  server.handle((request, response) => {
    if (request.path === '/getAnalyticsConfig') return reply(response, 200, { isAnalyticsEnabled: true })
    reply(response, ingestStatus, ingestStatus === 403 ? { message: 'Unauthorized: origin not allowed' } : {})
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const events = () => server.requests.filter((request) => request.path === '/e')

describe('createServerTracker (createFoyer with apiUrl)', () => {
  test('default', async () => {
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [devnet],
      storage: createMemoryStorage(),
      apiUrl: server.url,
    })
    foyer.open()
    await vi.waitFor(() => expect(events()).toHaveLength(1))
    expect(events()[0]?.json).toMatchObject({
      props: { event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(Object.fromEntries(events()[0]?.query ?? [])).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: foyerSdk.version,
    })
  })

  test('behavior: a 403 raises the Invalid App Configuration alert', async () => {
    ingestStatus = 403
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [devnet],
      storage: createMemoryStorage(),
      apiUrl: server.url,
    })
    foyer.track({ event: 'MODAL_OPEN' })
    await vi.waitFor(() => expect(foyer.stores.alert.getState().key).toBe('alert.invalidAppConfiguration'))
  })

  test('behavior: without apiUrl, or with analytics off, nothing is sent', async () => {
    createFoyer({ projectId: 'p1', networks: [devnet], storage: createMemoryStorage() }).track({
      event: 'MODAL_OPEN',
    })
    createFoyer({
      projectId: 'p1',
      networks: [devnet],
      storage: createMemoryStorage(),
      apiUrl: server.url,
      features: { analytics: false },
    }).track({ event: 'MODAL_OPEN' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.requests).toHaveLength(0)
  })

  test('behavior: the sdk version sent is the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
    expect(foyerSdk.version).toBe(pkg.version)
  })
})
