import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { settledAt, tick, useFakeClock } from '../../../../test/fakeClock.js'
import { directoryHandler, directoryRows, startDirectoryServer } from '../api/test/startDirectoryServer.js'
import type { TestServer } from '../api/test/startTestServer.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { searchWallets, walletSearchTiming } from './searchWallets.js'

let server: TestServer
beforeAll(async () => {
  server = await startDirectoryServer(() => directoryRows(150))
})
afterAll(() => server.close())
beforeEach(() => {
  server.handle(directoryHandler(() => directoryRows(150)))
  server.requests.length = 0
})

const searches = () => server.requests.filter((request) => request.path === '/getWallets')
const setup = () =>
  createTestFoyer({
    options: { apiUrl: server.url, excludeWalletIds: ['w21'], features: { analytics: true } },
  })

test('default: 100 entries, the trimmed query, tracked as SEARCH_WALLET', async () => {
  const { foyer, events } = setup()
  const result = await searchWallets(foyer, { query: '  wallet 2 ' })
  expect(result).toMatchObject({ query: 'wallet 2', loading: false, count: 9 })
  expect(result.wallets.map((wallet) => wallet.id)).not.toContain('w21')
  expect(Object.fromEntries(searches()[0]?.query ?? [])).toMatchObject({
    search: 'wallet 2',
    entries: '100',
    page: '1',
    exclude: 'w21',
  })
  expect(events).toContainEqual({ event: 'SEARCH_WALLET', properties: { search: 'wallet 2' } })
})

// Timing rules run on a controllable clock (fake setTimeout and Date), real HTTP to the local server.
afterEach(() => {
  vi.useRealTimers()
})

test('behavior: debounced 500 ms, only the last query is searched', async () => {
  const { foyer } = setup()
  useFakeClock()
  const started = Date.now()
  const first = searchWallets(foyer, { query: 'wal' })
  expect(foyer.stores.directory.getState().search).toMatchObject({ query: 'wal', loading: true })
  await tick(200)
  const last = searchWallets(foyer, { query: 'wallet 14' })
  await tick(walletSearchTiming.debounceMs - 1)
  expect(searches()).toHaveLength(0)
  const done = await settledAt(Promise.all([first, last]))
  expect(done - started).toBeGreaterThanOrEqual(200 + walletSearchTiming.debounceMs)
  expect(searches().map((request) => request.query.get('search'))).toEqual(['wallet 14'])
  expect(foyer.stores.directory.getState().search).toMatchObject({ query: 'wallet 14', count: 11 })
})

test('behavior: results show no sooner than 300 ms after the request', async () => {
  const { foyer } = setup()
  let requested = 0
  const fallback = directoryHandler(() => [])
  server.handle((request, response) => {
    if (request.path !== '/getWallets') return fallback(request, response)
    requested = Date.now()
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ data: [], count: 0 }))
  })
  useFakeClock()
  const shown = await settledAt(searchWallets(foyer, { query: 'zzz' }))
  expect(requested).toBeGreaterThan(0)
  expect(shown - requested).toBeGreaterThanOrEqual(walletSearchTiming.minimumWaitMs)
})

test('behavior: no results', async () => {
  const { foyer } = setup()
  expect(await searchWallets(foyer, { query: 'nothing like this' })).toMatchObject({
    query: 'nothing like this',
    wallets: [],
    count: 0,
    loading: false,
  })
})

test('behavior: clearing the query ends the search at once, a pending search is dropped', async () => {
  const { foyer } = setup()
  const pending = searchWallets(foyer, { query: 'wallet' })
  await searchWallets(foyer, { query: '  ' })
  await pending
  expect(foyer.stores.directory.getState().search).toEqual({
    query: '',
    wallets: [],
    count: 0,
    loading: false,
  })
  expect(searches()).toHaveLength(0)
})
