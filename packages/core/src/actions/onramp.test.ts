import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, mainnet, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'
import {
  checkOnrampAmount,
  fetchOnrampPurchases,
  loadOnrampOffer,
  quoteOnramp,
  startOnramp,
} from './onramp.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.restoreAllMocks()
  server.requests.length = 0
})

const network = (chainId: string, name: string) => ({
  name,
  display_name: name,
  chain_id: chainId,
  contract_address: '',
})
const options = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [network(String(devnet.id), 'foyer-devnet'), network('1', 'ethereum')],
    },
    { id: 'fUSD', name: 'Foyer USD', symbol: 'fUSD', networks: [network('1', 'ethereum')] },
  ],
  providers: [
    { id: 'foyer-pay', name: 'Foyer Pay', feePercent: '1.50', feeRange: { min: '1.00', max: '2.00' } },
  ],
}
const amount = (value: string, currency: string) => ({ amount: value, currency })

function serve({ down = false, urlError }: { down?: boolean; urlError?: [number, unknown] } = {}) {
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId, mainnet.caipNetworkId], ws: [] })
    if (down) return reply(response, 503, { message: 'down' })
    if (request.path === '/v1/onramp/options') return reply(response, 200, options)
    if (request.path === '/v1/onramp/quote')
      return reply(response, 200, {
        coinbaseFee: amount('0.75', 'USD'),
        networkFee: amount('0.01', 'USD'),
        paymentSubtotal: amount('49.24', 'USD'),
        paymentTotal: amount('50.00', 'USD'),
        purchaseAmount: amount('0.0164', 'ETH'),
        quoteId: 'q1',
      })
    if (request.path === '/v1/generators/onrampurl') {
      if (urlError) return reply(response, urlError[0], urlError[1])
      return reply(response, 200, { url: 'http://127.0.0.1:1/onramp/sandbox?checkout=x' })
    }
    if (request.path.endsWith('/history'))
      return reply(response, 200, {
        data: [
          {
            id: 'p1',
            metadata: {
              operationType: 'receive',
              minedAt: '2026-01-01T00:00:00Z',
              sentFrom: '0xf',
              sentTo: '0xa',
              status: 'confirmed',
            },
            transfers: [
              { direction: 'in', quantity: { numeric: '0.0164' }, fungible_info: { symbol: 'ETH' } },
            ],
          },
        ],
        next: null,
      })
    reply(response, 404, { message: 'not found' })
  })
}

async function connected(networks = [devnet, mainnet]) {
  const setup = createTestFoyer({
    options: { apiUrl: server.url, networks, defaultNetwork: networks[0] },
  })
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  return setup
}

/** 50 USD of the offer's first asset, paid by its first method through its first provider. */
async function firstOrder(foyer: Parameters<typeof loadOnrampOffer>[0]) {
  const offer = await loadOnrampOffer(foyer)
  if (!offer) throw new Error('no on-ramp offer')
  return {
    asset: offer.assets[0] as never,
    amount: '50',
    method: offer.methods[0] as never,
    provider: offer.providers[0] as never,
  }
}

describe('on-ramp', () => {
  test('default: the offer is what the server sells on the active network', async () => {
    serve()
    const { foyer } = await connected()
    await expect(loadOnrampOffer(foyer)).resolves.toEqual({
      currency: 'USD',
      assets: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', network: 'foyer-devnet' }],
      methods: [{ id: 'card', min: '10.00', max: '7500.00' }],
      providers: [{ id: 'foyer-pay', name: 'Foyer Pay', feeRange: { min: '1.00', max: '2.00' } }],
      sample: false,
    })
  })

  test("behavior: without the server's options, the spec's sample data on its chains, nothing elsewhere", async () => {
    serve({ down: true })
    const { foyer } = await connected()
    await expect(loadOnrampOffer(foyer)).resolves.toBeUndefined()
    const onMainnet = await connected([mainnet, devnet])
    const offer = await loadOnrampOffer(onMainnet.foyer)
    expect(offer).toMatchObject({ sample: true, assets: [{ id: 'ETH', network: 'ethereum' }] })
    expect(offer?.methods).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(offer?.providers).toHaveLength(2)
  })

  test("rule: the amount is a number of the currency within the payment method's limits", () => {
    const card = { id: 'card', min: '10.00', max: '7500.00' }
    expect(checkOnrampAmount('10', card)).toBeUndefined()
    expect(checkOnrampAmount('7500.00', card)).toBeUndefined()
    expect(checkOnrampAmount('9.99', card)).toBe('range')
    expect(checkOnrampAmount('7500.01', card)).toBe('range')
    expect(checkOnrampAmount('12.345', card)).toBe('invalid')
    expect(checkOnrampAmount('ten', card)).toBe('invalid')
    expect(checkOnrampAmount('', card)).toBe('invalid')
  })

  test('default: a quote, the checkout URL with the order, and the purchases found', async () => {
    serve()
    const { foyer } = await connected()
    const order = await firstOrder(foyer)
    await expect(quoteOnramp(foyer, order)).resolves.toEqual({
      purchaseAmount: '0.0164',
      symbol: 'ETH',
      fee: '0.75',
      networkFee: '0.01',
      total: '50.00',
      currency: 'USD',
    })
    await expect(startOnramp(foyer, order)).resolves.toEqual({
      url: 'http://127.0.0.1:1/onramp/sandbox?checkout=x',
    })
    const body = server.requests.find((request) => request.path === '/v1/generators/onrampurl')?.json
    expect(body).toMatchObject({
      destinationWallets: [{ address: testAccounts[0], blockchains: ['foyer-devnet'], assets: ['ETH'] }],
      presetFiatAmount: 50,
      provider: 'foyer-pay',
      paymentMethod: 'card',
      defaultExperience: 'buy',
    })
    await expect(fetchOnrampPurchases(foyer)).resolves.toEqual([
      { id: 'p1', amount: '0.0164', symbol: 'ETH' },
    ])
    expect(server.requests.find((request) => request.path.endsWith('/history'))?.query.get('onramp')).toBe(
      'any',
    )
  })

  test("behavior: no quote rather than a made-up one; the server's refusal of an order is its reason", async () => {
    serve()
    const { foyer } = await connected()
    const order = await firstOrder(foyer)
    serve({ urlError: [400, { message: 'The sandbox cannot deliver 50 ETH right now' }] })
    await expect(startOnramp(foyer, order)).rejects.toMatchObject({
      shortMessage: 'The sandbox cannot deliver 50 ETH right now',
    })
    serve({ down: true })
    await expect(quoteOnramp(foyer, order)).resolves.toBeUndefined()
    await expect(startOnramp(foyer, order)).rejects.toMatchObject({
      shortMessage: 'The purchase could not be started. Try again.',
    })
  })
})
