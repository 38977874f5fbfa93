import type { Transaction } from '@foyer/protocol'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { TransactionsAccountRequiredError } from '../kernel/errors/account.js'
import { fungibleTransfer, makeTransaction, nftTransfer } from '../test/accountFixtures.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { fetchNfts } from './fetchNfts.js'
import { fetchTransactions } from './fetchTransactions.js'

/** History pages by cursor ('' = first). */
let pages: Record<string, { data: Transaction[]; next: string | null }>
let down = false
let server: TestServer
const historyCalls = () => server.requests.filter((request) => request.path.endsWith('/history'))

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  down = false
  server.requests.length = 0
  pages = {
    '': {
      data: [
        makeTransaction('r1', { transfers: [fungibleTransfer('in', '1.5')] }),
        makeTransaction('spam', { transfers: [nftTransfer('in', '7', { spam: true })] }),
        makeTransaction('other', { chain: 'eip155:31338' }),
        makeTransaction('m1', { operationType: 'mint', transfers: [nftTransfer('in', '1')] }),
      ],
      next: 'p2',
    },
    p2: {
      data: [makeTransaction('spam2', { transfers: [nftTransfer('in', '8', { spam: true })] })],
      next: 'p3',
    },
    p3: {
      data: [
        makeTransaction('s1', { operationType: 'send', transfers: [nftTransfer('out', '1')] }),
        makeTransaction('m2', { operationType: 'mint', transfers: [nftTransfer('in', '2')] }),
      ],
      next: null,
    },
  }
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId], ws: [] })
    if (down) return reply(response, 503, { message: 'down' })
    if (request.path.endsWith('/history'))
      return reply(response, 200, pages[request.query.get('cursor') ?? ''])
    reply(response, 404, { message: 'not found' })
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function connected() {
  const setup = createTestFoyer({ options: { apiUrl: server.url } })
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  return setup
}
const ids = (items: Transaction[] | undefined) => items?.map((transaction) => transaction.id)

describe('fetchTransactions', () => {
  test('default: pages by cursor; only the connected chain, spam hidden; flags follow each fetch', async () => {
    const { foyer } = await connected()
    expect(ids(await fetchTransactions(foyer))).toEqual(['r1', 'm1'])
    expect(foyer.stores.accountData.getState().transactions).toMatchObject({
      next: 'p2',
      loading: false,
      empty: false,
      fetched: true,
    })
    const request = historyCalls()[0]
    expect(request?.path).toBe(`/v1/account/${testAccounts[0]}/history`)
    expect(request?.query.get('chainId')).toBe(devnet.caipNetworkId)
    // p2 holds only spam: the next visible page is read in the same call.
    expect(ids(await fetchTransactions(foyer))).toEqual(['r1', 'm1', 's1', 'm2'])
    expect(foyer.stores.accountData.getState().transactions.next).toBeUndefined()
    // At the end nothing more is asked.
    await fetchTransactions(foyer)
    expect(historyCalls()).toHaveLength(3)
  })

  test('behavior: an empty history sets the empty flag', async () => {
    pages[''] = { data: [], next: null }
    const { foyer } = await connected()
    expect(await fetchTransactions(foyer)).toEqual([])
    expect(foyer.stores.accountData.getState().transactions).toMatchObject({ empty: true, next: undefined })
  })

  test('behavior: a failure shows Failed to fetch transactions and tracks ERROR_FETCH_TRANSACTIONS', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { foyer, events } = await connected()
    down = true
    expect(await fetchTransactions(foyer)).toBeUndefined()
    expect(foyer.stores.accountData.getState().transactions).toMatchObject({ error: true, loading: false })
    expect(foyer.stores.toast.getState()).toMatchObject({
      type: 'error',
      message: 'Failed to fetch transactions',
    })
    expect(events.map((event) => event.event)).toContain('ERROR_FETCH_TRANSACTIONS')
    expect(events.find((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')?.properties).toMatchObject({
      address: testAccounts[0],
    })
    // Logged as a FetchTransactionsError, with the server's failure as its cause.
    expect(warn).toHaveBeenCalledWith('Foyer: Failed to fetch transactions', expect.anything())
    down = false
    expect(ids(await fetchTransactions(foyer))).toEqual(['r1', 'm1'])
  })

  test('behavior: without an account it throws a typed error', async () => {
    const { foyer } = createTestFoyer({ options: { apiUrl: server.url } })
    const error = await fetchTransactions(foyer).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TransactionsAccountRequiredError)
    expect((error as TransactionsAccountRequiredError).code).toBe('TRANSACTIONS_ACCOUNT_REQUIRED')
    expect((error as TransactionsAccountRequiredError).shortMessage).toMatchInlineSnapshot(
      `"Transactions can't be fetched without an accountAddress"`,
    )
  })

  test('behavior: an account without a network throws “CaipNetwork is undefined”', async () => {
    const { foyer } = await connected()
    const { chains } = foyer.stores.chains.getState()
    const entry = chains.eip155
    if (!entry) throw new Error('no eip155 entry')
    foyer.stores.chains.setState({
      chains: {
        ...chains,
        eip155: { ...entry, networkState: { ...entry.networkState, caipNetwork: undefined } },
      },
    })
    await expect(fetchTransactions(foyer)).rejects.toMatchObject({
      name: 'CaipNetworkUndefinedError',
      code: 'CAIP_NETWORK_UNDEFINED',
      shortMessage: 'CaipNetwork is undefined',
    })
  })
})

describe('fetchNfts', () => {
  test('default: walks every page, in minus out, spam and other chains left out', async () => {
    const { foyer } = await connected()
    const nfts = await fetchNfts(foyer)
    expect(nfts?.map((nft) => nft.name)).toEqual(['Foyer Harbor Passes #2'])
    expect(historyCalls()).toHaveLength(3)
    expect(foyer.stores.accountData.getState().nfts.status).toBe('ready')
  })

  test('behavior: a failure sets the error status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { foyer } = await connected()
    down = true
    expect(await fetchNfts(foyer)).toBeUndefined()
    expect(foyer.stores.accountData.getState().nfts).toEqual({ status: 'error', items: [] })
  })
})
