import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { SendTransactionError } from '../kernel/errors/request.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { fetchSendTokenPrice } from './fetchSendTokenPrice.js'
import { getSendFormErrors, loadSendTokens, previewSend, setSendAmount, setSendReceiver } from './send.js'
import { sendTokens } from './sendTokens.js'

// Spec section 8's Send messages (issue #31): the network token price, a name lookup that fails, an
// amount that is not one, and an adapter's own send failure.

const receiver = '0x000000000000000000000000000000000000bEEF'
let server: TestServer
/** What the server answers for the price and for a name (status). */
let answers = { price: 200, name: 404 }

beforeAll(async () => {
  server = await startTestServer()
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId], ws: [] })
    if (request.path === '/v1/fungible/price')
      return answers.price === 200
        ? reply(response, 200, {
            fungibles: [
              {
                address: `${devnet.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
                name: 'Ether',
                symbol: 'ETH',
                price: 2000,
              },
            ],
          })
        : reply(response, answers.price, { message: 'down' })
    if (request.path.startsWith('/v1/profile/account/'))
      return reply(response, answers.name, { message: answers.name === 404 ? 'Name not found' : 'down' })
    if (request.path.startsWith('/v1/identity/')) return reply(response, 200, { name: null, avatar: null })
    if (request.path.startsWith('/v1/profile/reverse/')) return reply(response, 200, [])
    // No balances from the server: Send falls back to the native balance, which has no price.
    reply(response, 503, { message: 'down' })
  })
})
afterAll(() => server.close())
afterEach(() => {
  vi.restoreAllMocks()
  server.requests.length = 0
  answers = { price: 200, name: 404 }
})

async function ready() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const setup = createTestFoyer({ options: { apiUrl: server.url } })
  setup.adapter.request = async ({ method }) => (method === 'eth_gasPrice' ? '0x3b9aca00' : null)
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() =>
    expect(setup.foyer.stores.chains.getState().chains.eip155?.accountState.balance).toBe('10000'),
  )
  return { ...setup, store: setup.foyer.stores.send }
}

test('default: a token without a price gets it from POST /v1/fungible/price (the native placeholder)', async () => {
  const { foyer, store } = await ready()
  await loadSendTokens(foyer)
  await vi.waitFor(() => expect(store.getState().token?.price).toBe(2000))
  expect(store.getState().tokens[0]?.price).toBe(2000)
  const asked = server.requests.find((request) => request.path === '/v1/fungible/price')
  expect(asked?.json).toMatchObject({
    currency: 'usd',
    addresses: [`${devnet.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`],
  })
  // Asked once: a priced token is not asked for again.
  await expect(fetchSendTokenPrice(foyer)).resolves.toBeUndefined()
  expect(server.requests.filter((request) => request.path === '/v1/fungible/price')).toHaveLength(1)
})

test('behavior: a failed price fetch shows “Failed to fetch network token price”; the value stays unknown', async () => {
  answers.price = 500
  const { foyer, store } = await ready()
  await loadSendTokens(foyer)
  await vi.waitFor(() =>
    expect(foyer.stores.toast.getState()).toMatchObject({
      open: true,
      type: 'error',
      message: 'Failed to fetch network token price',
    }),
  )
  expect(store.getState().token?.price).toBeUndefined()
})

test('behavior: a name the server does not know is “No address found for this name”; a failed lookup is “Error resolving name”', async () => {
  const { foyer, store } = await ready()
  await setSendReceiver(foyer, 'nobody.reown.id')
  expect(getSendFormErrors(store.getState()).receiver).toBe('No address found for this name')
  answers.name = 500
  await setSendReceiver(foyer, 'friend.reown.id')
  expect(store.getState()).toMatchObject({ receiverLookupFailed: true, receiverUnknown: false })
  expect(getSendFormErrors(store.getState()).receiver).toBe('Error resolving name')
  // Typing again starts a new lookup, without the old error.
  await setSendReceiver(foyer, receiver)
  expect(getSendFormErrors(store.getState()).receiver).toBeUndefined()
})

test('behavior: an amount that cannot be read is “Incorrect amount”, “Please enter a valid amount”, and nothing is sent', async () => {
  const { foyer, store, adapter } = await ready()
  await loadSendTokens(foyer)
  const sendTransfer = vi.spyOn(adapter, 'sendTransfer')
  await setSendReceiver(foyer, receiver)
  store.setState({ amount: '1..2' })
  await expect(sendTokens(foyer)).resolves.toBeUndefined()
  expect(foyer.stores.toast.getState()).toMatchObject({ type: 'error', message: 'Incorrect amount' })
  expect(store.getState().error).toBe('Please enter a valid amount')
  expect(sendTransfer).not.toHaveBeenCalled()
})

test('behavior: an adapter’s SendTransactionError is said as it is (Solana’s “Failed to send transaction. Please try again.”)', async () => {
  const { foyer, store, adapter } = await ready()
  await loadSendTokens(foyer)
  setSendAmount(foyer, '1')
  await setSendReceiver(foyer, receiver)
  await previewSend(foyer)
  adapter.sendTransfer = async () => {
    throw new SendTransactionError({ cause: new Error('blockhash not found') })
  }
  await expect(sendTokens(foyer)).resolves.toBeUndefined()
  const message = 'Failed to send transaction. Please try again.'
  expect(store.getState().error).toBe(message)
  expect(foyer.stores.toast.getState()).toMatchObject({ type: 'error', message })
})
