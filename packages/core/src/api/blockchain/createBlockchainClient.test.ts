import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createCache } from '../../kernel/cache/createCache.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { solanaAccount, solanaServerBalances } from '../../test/accountFixtures.js'
import { HttpError, InvalidResponseError, ServerChainNotSupportedError } from '../errors.js'
import { createHttpClient, type HttpClient } from '../http/createHttpClient.js'
import { type RecordedRequest, reply, startTestServer, type TestServer } from '../test/startTestServer.js'
import { type BlockchainClient, createBlockchainClient } from './createBlockchainClient.js'

const address = '0x1111111111111111111111111111111111111111'
const amount = { amount: '1.00', currency: 'USD' }
const nameRecord = {
  name: 'alice.reown.id',
  registered: 1_700_000_000,
  updated: 1_700_000_000,
  addresses: { '60': { address, created: 1_700_000_000 } },
  attributes: { avatar: 'https://x/a.png' },
  extra: 'kept',
}

/** Schema-valid answers of a Foyer server, by method and path. */
const answers: Record<string, unknown> = {
  'GET /v1/supported-chains': { http: ['eip155:1', 'eip155:31337'], ws: [] },
  [`GET /v1/identity/${address}`]: { name: 'alice.reown.id', avatar: null },
  [`GET /v1/account/${address}/history`]: {
    data: [
      {
        id: 't1',
        metadata: {
          operationType: 'receive',
          hash: '0xh',
          minedAt: '2025-01-01T00:00:00Z',
          sentFrom: '0xf',
          sentTo: address,
          status: 'confirmed',
          nonce: 1,
          chain: 'eip155:31337',
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            nft_info: { name: 'Free Airdrop', flags: { is_spam: true } },
          },
        ],
      },
    ],
    next: 'cursor-2',
  },
  [`GET /v1/account/${address}/balance`]: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 3000,
        value: 30000,
        iconUrl: '',
        quantity: { decimals: '18', numeric: '10' },
      },
    ],
  },
  'GET /v1/convert/quotes': { quotes: [{ id: null, fromAmount: '1', toAmount: '2990' }] },
  'GET /v1/convert/tokens': {
    tokens: [{ name: 'Foyer USD', symbol: 'fUSD', address: 'eip155:1:0xf', decimals: 6, logoUri: '' }],
  },
  'POST /v1/fungible/price': { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] },
  'GET /v1/convert/allowance': { allowance: '0' },
  'GET /v1/convert/gas-price': { standard: '1000', fast: '2000', instant: '3000' },
  'POST /v1/convert/build-transaction': {
    tx: { from: address, to: '0xr', data: '0x', amount: '0', eip155: { gas: '150000', gasPrice: '1000' } },
  },
  'GET /v1/convert/build-approve': {
    tx: { from: address, to: '0xt', data: '0x095e', value: '0', eip155: { gasPrice: '1000' } },
  },
  'GET /v1/profile/account/alice.reown.id': nameRecord,
  [`GET /v1/profile/reverse/${address}`]: [nameRecord],
  'GET /v1/profile/suggestions/alice': { suggestions: [{ name: 'alice1.reown.id', registered: false }] },
  'POST /v1/profile/account': nameRecord,
  'POST /v1/generators/onrampurl': { url: 'http://127.0.0.1/onramp?x=1' },
  'GET /v1/onramp/options': {
    paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
    purchaseCurrencies: [
      {
        id: 'eth',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
      },
    ],
  },
  'POST /v1/onramp/quote': {
    coinbaseFee: amount,
    networkFee: amount,
    paymentSubtotal: amount,
    paymentTotal: amount,
    purchaseAmount: { amount: '0.01', currency: 'ETH' },
    quoteId: 'q1',
  },
  [`GET /v1/sessions/${address}`]: {
    sessions: [
      { pci: 'pci-1', expiry: 1, permissions: [{ type: 'x' }], policies: [], context: '0x', revoked: false },
    ],
  },
  [`POST /v1/sessions/${address}/revoke`]: { success: true },
}

function answer(request: RecordedRequest) {
  return answers[`${request.method} ${request.path}`]
}

let server: TestServer
let http: HttpClient
let active: string | undefined
let client: BlockchainClient

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.handle((request, response) => {
    const body = answer(request)
    reply(response, body === undefined ? 404 : 200, body ?? { message: 'not found' })
  })
  http = createHttpClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: '1' })
  active = 'eip155:31337'
  client = createBlockchainClient(http, { getActiveNetwork: () => active })
})

const calls = () => server.requests.map((request) => `${request.method} ${request.path}`)
const last = () => server.requests[server.requests.length - 1]

describe('createBlockchainClient', () => {
  test('default', async () => {
    expect(await client.fetchSupportedChains()).toEqual({ http: ['eip155:1', 'eip155:31337'], ws: [] })
    expect(await client.fetchIdentity({ address, sender: address })).toEqual({
      name: 'alice.reown.id',
      avatar: null,
    })
    expect(last()?.query.get('sender')).toBe(address)
    // supported-chains is fetched once for the whole client.
    await client.fetchGasPrice({ chainId: 'eip155:31337' })
    expect(calls()).toEqual([
      'GET /v1/supported-chains',
      `GET /v1/identity/${address}`,
      'GET /v1/convert/gas-price',
    ])
  })

  test.each<[string, (client: BlockchainClient) => Promise<unknown>, Record<string, string>, unknown]>([
    [
      `GET /v1/account/${address}/history`,
      (c) =>
        c.fetchTransactions({ account: address, cursor: 'c1', onramp: 'coinbase', chainId: 'eip155:31337' }),
      { cursor: 'c1', onramp: 'coinbase', chainId: 'eip155:31337' },
      undefined,
    ],
    [
      `GET /v1/account/${address}/balance`,
      (c) => c.fetchBalance({ address, chainId: 'eip155:31337', forceUpdate: true }),
      { currency: 'usd', chainId: 'eip155:31337', forceUpdate: 'true' },
      undefined,
    ],
    [
      'GET /v1/convert/quotes',
      (c) => c.fetchSwapQuote({ amount: '1', userAddress: address, from: 'a', to: 'b', gasPrice: '7' }),
      { amount: '1', userAddress: address, from: 'a', to: 'b', gasPrice: '7' },
      undefined,
    ],
    [
      'GET /v1/convert/tokens',
      (c) => c.fetchSwapTokens({ chainId: 'eip155:1' }),
      { chainId: 'eip155:1' },
      undefined,
    ],
    [
      'POST /v1/fungible/price',
      (c) => c.fetchTokenPrice({ addresses: ['eip155:1:0xf'] }),
      {},
      { currency: 'usd', addresses: ['eip155:1:0xf'], projectId: 'p1' },
    ],
    [
      'GET /v1/convert/allowance',
      (c) => c.fetchSwapAllowance({ tokenAddress: '0xt', userAddress: address }),
      { tokenAddress: '0xt', userAddress: address },
      undefined,
    ],
    [
      'POST /v1/convert/build-transaction',
      (c) =>
        c.generateSwapCalldata({
          amount: '1',
          from: 'a',
          to: 'b',
          userAddress: address,
          eip155: { slippage: '1' },
        }),
      {},
      { amount: '1', eip155: { slippage: '1' }, projectId: 'p1', from: 'a', to: 'b', userAddress: address },
    ],
    [
      'GET /v1/convert/build-approve',
      (c) => c.generateApproveCalldata({ userAddress: address, from: 'a', to: 'b' }),
      { userAddress: address, from: 'a', to: 'b' },
      undefined,
    ],
    [
      'GET /v1/profile/account/alice.reown.id',
      (c) => c.lookupName('alice.reown.id'),
      { apiVersion: '2' },
      undefined,
    ],
    [
      `GET /v1/profile/reverse/${address}`,
      (c) => c.reverseLookupName({ address, sender: address }),
      { apiVersion: '2', sender: address },
      undefined,
    ],
    [
      'GET /v1/profile/suggestions/alice',
      (c) => c.getNameSuggestions({ name: 'alice' }),
      { zone: 'reown.id' },
      undefined,
    ],
    [
      'POST /v1/profile/account',
      (c) => c.registerName({ coinType: 60, address, message: 'm', signature: '0xs' }),
      {},
      { coin_type: 60, address, message: 'm', signature: '0xs' },
    ],
    [
      'POST /v1/generators/onrampurl',
      (c) =>
        c.generateOnRampUrl({
          destinationWallets: [{ address, blockchains: ['ethereum'] }],
          defaultNetwork: 'ethereum',
          partnerUserId: address,
          presetFiatAmount: 50,
        }),
      {},
      {
        destinationWallets: [{ address, blockchains: ['ethereum'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: address,
        presetFiatAmount: 50,
        defaultExperience: 'buy',
      },
    ],
    ['GET /v1/onramp/options', (c) => c.getOnrampOptions(), {}, undefined],
    [
      'POST /v1/onramp/quote',
      (c) =>
        c.getOnrampQuote({
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '50',
          network: 'ethereum',
        }),
      {},
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' },
    ],
    [`GET /v1/sessions/${address}`, (c) => c.getSmartSessions(address), {}, undefined],
    [
      `POST /v1/sessions/${address}/revoke`,
      (c) => c.revokeSmartSession({ address, pci: 'pci-1', signature: '0xs' }),
      {},
      { pci: 'pci-1', signature: '0xs' },
    ],
  ])('parameters: %s', async (route, call, params, body) => {
    const result = await call(client)
    const request = last()
    expect(`${request?.method} ${request?.path}`).toBe(route)
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      ...params,
      projectId: 'p1',
      st: 'foyer',
      sv: '1',
    })
    expect(request?.json).toEqual(body)
    expect(result).toMatchObject(answers[route] as object)
    expect(calls()[0]).toBe('GET /v1/supported-chains')
  })

  test('behavior: an unsupported active network throws before the call', async () => {
    active = 'eip155:999'
    const error = await client
      .fetchBalance({ address, chainId: 'eip155:999' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServerChainNotSupportedError)
    expect((error as ServerChainNotSupportedError).shortMessage).toMatchInlineSnapshot(
      `"Chain is not supported"`,
    )
    expect(calls()).toEqual(['GET /v1/supported-chains'])
    active = undefined
    await expect(client.getOnrampOptions()).rejects.toBeInstanceOf(ServerChainNotSupportedError)
    expect(await client.isActiveNetworkSupported()).toBe(false)
    expect(calls()).toEqual(['GET /v1/supported-chains'])
  })

  test('behavior: a network the server has no gas price for is “Network not supported for Gas Price”', async () => {
    server.handle((request, response) =>
      request.path === '/v1/convert/gas-price'
        ? reply(response, 400, { message: 'Chain is not supported', code: 'CHAIN_NOT_SUPPORTED' })
        : reply(response, 200, answer(request)),
    )
    const error = await client.fetchGasPrice({ chainId: 'eip155:31337' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'GasPriceNotSupportedError',
      code: 'GAS_PRICE_NOT_SUPPORTED',
      shortMessage: 'Network not supported for Gas Price',
      cause: expect.objectContaining({ status: 400 }),
    })
    // Another failure (the server is down) stays what it is.
    server.handle((request, response) =>
      request.path === '/v1/convert/gas-price'
        ? reply(response, 503, { message: 'down' })
        : reply(response, 200, answer(request)),
    )
    await expect(client.fetchGasPrice({ chainId: 'eip155:31337' })).rejects.toMatchObject({ status: 503 })
  })

  test('behavior: a failed supported-chains fetch is not kept', async () => {
    server.handle((_request, response) => reply(response, 503, { message: 'down' }))
    await expect(client.fetchGasPrice({ chainId: 'eip155:1' })).rejects.toBeInstanceOf(HttpError)
    server.handle((request, response) => reply(response, 200, answer(request)))
    expect(await client.fetchGasPrice({ chainId: 'eip155:1' })).toMatchObject({ standard: '1000' })
    expect(calls()).toEqual([
      'GET /v1/supported-chains',
      'GET /v1/supported-chains',
      'GET /v1/convert/gas-price',
    ])
  })

  test('behavior: with a cache, identity, names and balances are served from it; forceUpdate refetches', async () => {
    const cache = createCache(createMemoryStorage())
    const cached = createBlockchainClient(http, { getActiveNetwork: () => active, cache })
    await cached.fetchIdentity({ address })
    await cached.fetchIdentity({ address })
    await cached.reverseLookupName({ address })
    await cached.reverseLookupName({ address })
    const first = await cached.fetchBalance({ address, chainId: 'eip155:31337' })
    expect(await cached.fetchBalance({ address, chainId: 'eip155:31337' })).toEqual(first)
    await cached.fetchBalance({ address, chainId: 'eip155:31337', forceUpdate: true })
    expect(calls()).toEqual([
      'GET /v1/supported-chains',
      `GET /v1/identity/${address}`,
      `GET /v1/profile/reverse/${address}`,
      `GET /v1/account/${address}/balance`,
      `GET /v1/account/${address}/balance`,
    ])
    expect(cache.portfolio.get(`eip155:31337:${address}`)).toEqual(first.balances)
  })

  test('behavior: Solana’s SOL comes without its placeholder address (So111…111), fresh or cached; SPL tokens keep their mint', async () => {
    const solana = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    server.handle((request, response) =>
      request.path === '/v1/supported-chains'
        ? reply(response, 200, { http: [solana], ws: [] })
        : reply(response, 200, { balances: solanaServerBalances(solana) }),
    )
    active = solana
    const cache = createCache(createMemoryStorage())
    const cached = createBlockchainClient(http, { getActiveNetwork: () => active, cache })
    for (const forceUpdate of [true, false]) {
      const { balances } = await cached.fetchBalance({ address: solanaAccount, chainId: solana, forceUpdate })
      expect(balances.map((balance) => [balance.symbol, balance.address])).toEqual([
        ['SOL', undefined],
        ['fUSD', '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV'],
        ['FOY', '91jxKCXMhhMbgT7axZt2LGEKBzzDhkeXjQ1paUx5Mbqv'],
      ])
      expect(balances[0]).not.toHaveProperty('address')
      expect(balances[0]).toMatchObject({ price: 150, quantity: { decimals: '9', numeric: '998.75' } })
    }
    expect(calls().filter((call) => call.endsWith('/balance'))).toHaveLength(1)
  })

  test('behavior: an answer of the wrong shape is refused', async () => {
    server.handle((request, response) =>
      reply(response, 200, request.path.endsWith('/history') ? { data: [{ id: 1 }] } : answer(request)),
    )
    await expect(client.fetchTransactions({ account: address })).rejects.toBeInstanceOf(InvalidResponseError)
  })
})
