import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { solanaAccount, solanaServerBalances } from '../test/accountFixtures.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, solanaDevnet, testAccounts } from '../test/testNetworks.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

const token = (symbol: string, numeric: string, value: number | undefined, decimals = '18') => ({
  name: symbol,
  symbol,
  chainId: devnet.caipNetworkId,
  ...(symbol === 'ETH' ? {} : { address: `0x${symbol}` }),
  price: value === undefined ? undefined : 1,
  value,
  iconUrl: `http://127.0.0.1/${symbol}.svg`,
  quantity: { decimals, numeric },
})

let server: TestServer
let down = false
const balanceCalls = () => server.requests.filter((request) => request.path.endsWith('/balance')).length

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  down = false
  server.requests.length = 0
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId], ws: [] })
    if (down) return reply(response, 503, { message: 'down' })
    if (request.path.endsWith('/balance'))
      return reply(response, 200, {
        balances: [
          token('fUSD', '125.5', 125.5, '6'),
          token('ETH', '10000', 30_000_000),
          token('PASS', '2', 0, '0'),
          token('HBR', '0', 0),
        ],
      })
    reply(response, 404, { message: 'not found' })
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState

async function connected(clock?: { now: number }) {
  const setup = createTestFoyer({
    options: { apiUrl: server.url, ...(clock ? { now: () => clock.now } : {}) },
  })
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  // Let the native balance fetch of the connect (same endpoint) settle before counting calls.
  await vi.waitFor(() => expect(account(setup.foyer)?.balanceLoading).toBe(false))
  return setup
}

describe('fetchTokenBalances', () => {
  test('default: filtered, sorted by value, stored in the account state', async () => {
    const { foyer } = await connected()
    const tokens = await fetchTokenBalances(foyer)
    expect(tokens?.map((balance) => balance.symbol)).toEqual(['ETH', 'fUSD'])
    expect(account(foyer)?.tokenBalance.map((balance) => balance.symbol)).toEqual(['ETH', 'fUSD'])
    expect(foyer.stores.accountData.getState()).toMatchObject({
      key: `${devnet.caipNetworkId}:${testAccounts[0]}`,
      tokens: { status: 'ready' },
    })
  })

  test('behavior: on Solana, SOL (the server’s placeholder address So111…111) is listed as the native token, SPL tokens by mint', async () => {
    server.handle((request, response) => {
      if (request.path === '/v1/supported-chains')
        return reply(response, 200, { http: [solanaDevnet.caipNetworkId], ws: [] })
      if (request.path.endsWith('/balance'))
        return reply(response, 200, { balances: solanaServerBalances(solanaDevnet.caipNetworkId) })
      reply(response, 404, { message: 'not found' })
    })
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [createFakeConnector({ id: 'phantom', chain: 'solana' })],
      accounts: [solanaAccount],
    })
    const { foyer } = createTestFoyer({
      options: {
        adapters: [solana],
        networks: [solanaDevnet],
        defaultNetwork: solanaDevnet,
        apiUrl: server.url,
      },
    })
    await connect(foyer, { connectorId: 'phantom' })
    const tokens = await fetchTokenBalances(foyer)
    expect(tokens?.map((balance) => [balance.symbol, balance.address, balance.value])).toEqual([
      ['SOL', undefined, 149_812.5],
      ['fUSD', '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV', 9850.5],
      ['FOY', '91jxKCXMhhMbgT7axZt2LGEKBzzDhkeXjQ1paUx5Mbqv', 5000],
    ])
    expect(foyer.stores.chains.getState().chains.solana?.accountState.tokenBalance).toEqual(tokens)
    expect(foyer.stores.accountData.getState()).toMatchObject({
      key: `${solanaDevnet.caipNetworkId}:${solanaAccount}`,
      tokens: { status: 'ready' },
    })
  })

  test('behavior: served from the portfolio cache for 30 s; forceUpdate refetches', async () => {
    const { foyer } = await connected()
    await fetchTokenBalances(foyer)
    const before = balanceCalls()
    await fetchTokenBalances(foyer)
    expect(balanceCalls()).toBe(before)
    await fetchTokenBalances(foyer, { forceUpdate: true })
    expect(balanceCalls()).toBe(before + 1)
  })

  test('behavior: a failure shows Token Balance Unavailable and blocks retries for 30 s (options.now)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const clock = { now: 1_000_000 }
    const { foyer } = await connected(clock)
    down = true
    expect(await fetchTokenBalances(foyer, { forceUpdate: true })).toBeUndefined()
    expect(foyer.stores.toast.getState()).toMatchObject({
      open: true,
      type: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(foyer.stores.accountData.getState().tokens.status).toBe('error')
    const calls = balanceCalls()
    down = false
    clock.now += 29_999
    expect(await fetchTokenBalances(foyer, { forceUpdate: true })).toBeUndefined()
    expect(balanceCalls()).toBe(calls)
    expect(foyer.stores.accountData.getState().tokens.status).toBe('error')
    clock.now += 1
    expect((await fetchTokenBalances(foyer, { forceUpdate: true }))?.length).toBe(2)
    expect(balanceCalls()).toBe(calls + 1)
  })

  test('behavior: an unsupported network is Token Balance Unavailable, without a balance call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.handle((request, response) =>
      request.path === '/v1/supported-chains'
        ? reply(response, 200, { http: ['eip155:1'], ws: [] })
        : reply(response, 404, {}),
    )
    const { foyer } = await connected()
    const before = balanceCalls()
    expect(await fetchTokenBalances(foyer)).toBeUndefined()
    expect(balanceCalls()).toBe(before)
    expect(foyer.stores.toast.getState().message).toBe('Token Balance Unavailable')
    // Retrying cannot help: the panel is told so.
    expect(foyer.stores.accountData.getState().unsupported).toBe(true)
  })

  test('behavior: without apiUrl the balances are unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(await fetchTokenBalances(foyer)).toBeUndefined()
    expect(foyer.stores.accountData.getState()).toMatchObject({
      tokens: { status: 'error' },
      unsupported: true,
    })
  })

  test('behavior: not connected does nothing', async () => {
    const { foyer } = createTestFoyer({ options: { apiUrl: server.url } })
    expect(await fetchTokenBalances(foyer)).toBeUndefined()
    expect(server.requests).toEqual([])
  })
})
