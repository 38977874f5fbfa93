import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { type DirectoryRow, directoryRows, startDirectoryServer } from '../api/test/startDirectoryServer.js'
import { reply, type TestServer } from '../api/test/startTestServer.js'
import { getDirectoryChains } from '../state/directory/directoryClient.js'
import { findDirectoryWallet } from '../state/directory/directoryStore.js'
import { createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { FoyerOptions } from '../types/options.js'
import { fetchConnectWallets } from './fetchConnectWallets.js'
import { fetchWallets } from './fetchWallets.js'

let rows: DirectoryRow[] = []
let server: TestServer
beforeAll(async () => {
  server = await startDirectoryServer(() => rows)
})
afterAll(() => server.close())
beforeEach(() => {
  rows = directoryRows(90)
  server.requests.length = 0
})

const walletRequests = () => server.requests.filter((request) => request.path === '/getWallets')
const query = (index: number) => Object.fromEntries(walletRequests()[index]?.query ?? [])
const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

function setup(options: Partial<FoyerOptions> = {}, connectors = [createFakeConnector()]) {
  return createTestFoyer({
    adapter: { connectors },
    options: { apiUrl: server.url, features: { analytics: false }, ...options },
  })
}

describe('fetchWallets', () => {
  test('default: pages of 40, appended, until the count is reached', async () => {
    const { foyer } = setup()
    let state = await fetchWallets(foyer)
    expect(state).toMatchObject({ page: 1, count: 90, loading: false, error: undefined })
    expect(state.wallets).toHaveLength(40)
    expect(query(0)).toMatchObject({ page: '1', entries: '40', projectId: 'test-project' })
    await fetchWallets(foyer)
    state = await fetchWallets(foyer)
    expect(state.page).toBe(3)
    expect(ids(state.wallets)).toEqual(ids(rows))
    await fetchWallets(foyer)
    expect(walletRequests()).toHaveLength(3)
  })

  test('parameters: chains are the configured networks, include and exclude the host lists', async () => {
    const { foyer } = setup({ includeWalletIds: ['w01', 'w02', 'w03'], excludeWalletIds: ['w02'] })
    const state = await fetchWallets(foyer)
    expect(getDirectoryChains(foyer)).toEqual(['eip155:1', 'eip155:31337', 'eip155:31338'])
    expect(query(0)).toMatchObject({
      chains: 'eip155:1,eip155:31337,eip155:31338',
      include: 'w01,w02,w03',
      exclude: 'w02',
    })
    expect(ids(state.wallets)).toEqual(['w01', 'w03'])
  })

  test('behavior: local chains unknown to the directory do not empty it', async () => {
    rows = directoryRows(5, (index) =>
      index === 4 ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
    )
    const { foyer } = setup()
    expect(ids((await fetchWallets(foyer)).wallets)).toEqual(['w01', 'w02', 'w03', 'w04'])
  })

  test('behavior: a page repeating wallets is deduplicated by id', async () => {
    const { foyer } = setup()
    await fetchWallets(foyer)
    await fetchWallets(foyer, { page: 1 })
    expect(foyer.stores.directory.getState().wallets).toHaveLength(40)
  })

  test('behavior: without apiUrl nothing is fetched and nothing fails', async () => {
    const { foyer } = setup({ apiUrl: undefined })
    expect(await fetchWallets(foyer)).toMatchObject({ page: 0, wallets: [], error: undefined })
    expect(await fetchConnectWallets(foyer)).toMatchObject({ featured: [], recommended: [] })
    expect(walletRequests()).toHaveLength(0)
  })

  test('behavior: a failing server is kept as the error code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.handle((_request, response) => reply(response, 500, { message: 'down' }))
    const { foyer } = setup()
    expect(await fetchWallets(foyer)).toMatchObject({ error: 'HTTP_ERROR', page: 0, loading: false })
    expect(warn).toHaveBeenCalled()
    server.handle((request, response) =>
      reply(response, 200, { data: rows.slice(0, 40), count: rows.length, request: request.path }),
    )
    expect(await fetchWallets(foyer)).toMatchObject({ error: undefined, page: 1 })
    warn.mockRestore()
  })
})

describe('fetchConnectWallets', () => {
  beforeAll(async () => {
    await server.close()
    server = await startDirectoryServer(() => rows)
  })

  test('default: 4 featured in the host order, 4 recommended, the count', async () => {
    const { foyer } = setup({ featuredWalletIds: ['w07', 'w03'] })
    const state = await fetchConnectWallets(foyer)
    expect(ids(state.featured)).toEqual(['w07', 'w03'])
    expect(ids(state.recommended)).toEqual(['w01', 'w02', 'w04', 'w05'])
    expect(state).toMatchObject({ count: 90, page: 1, connectListLoaded: true })
    const featured = walletRequests().find((request) => request.query.get('include'))
    expect(Object.fromEntries(featured?.query ?? [])).toMatchObject({ entries: '4', include: 'w07,w03' })
    expect(findDirectoryWallet(foyer, 'w07')?.name).toBe('Wallet 07')
  })

  test('behavior: installed wallets (by rdns or explorer id) are not recommended', async () => {
    const { foyer } = setup({}, [
      createFakeConnector({ id: 'one', info: { rdns: 'com.w01' } }),
      createFakeConnector({ id: 'two', explorerId: 'w02', info: {} }),
      createFakeConnector({ id: 'legacy', type: 'INJECTED', installed: false, info: { rdns: 'com.w03' } }),
    ])
    await new Promise((resolve) => setTimeout(resolve, 10))
    const state = await fetchConnectWallets(foyer)
    expect(ids(state.recommended)).not.toContain('w01')
    expect(ids(state.recommended)).not.toContain('w02')
    expect(ids(state.recommended)).toContain('w03')
  })

  test('behavior: excluded wallets are never featured or recommended', async () => {
    const { foyer } = setup({ featuredWalletIds: ['w01', 'w02'], excludeWalletIds: ['w01', 'w03'] })
    const state = await fetchConnectWallets(foyer)
    expect(ids(state.featured)).toEqual(['w02'])
    expect(ids(state.recommended)).toEqual(['w04', 'w05', 'w06', 'w07'])
    expect(state.count).toBe(88)
  })

  test('behavior: collapseWallets fetches only the count', async () => {
    const { foyer } = setup({ featuredWalletIds: ['w01'], features: { collapseWallets: true } })
    const state = await fetchConnectWallets(foyer)
    expect(state).toMatchObject({ featured: [], recommended: [], count: 90 })
    expect(walletRequests()).toHaveLength(1)
  })

  test('behavior: fetched once per instance', async () => {
    const { foyer } = setup()
    await fetchConnectWallets(foyer)
    const count = walletRequests().length
    await fetchConnectWallets(foyer)
    expect(walletRequests()).toHaveLength(count)
  })
})
