import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { InvalidNameError, NameRegistrationError, NameSuggestionsError } from '../kernel/errors/names.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, solanaDevnet, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { fetchIdentity } from './fetchIdentity.js'
import {
  canRegisterAccountName,
  checkNameLabel,
  registerAccountName,
  suggestAccountNames,
} from './registerAccountName.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.restoreAllMocks()
  server.requests.length = 0
})

/** A registry that knows `taken`, answers registrations with `registration` (status, body). */
function serveRegistry({
  taken = [] as string[],
  registration = [201, undefined] as [number, unknown],
} = {}) {
  const names = new Map<string, string>()
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId], ws: [] })
    if (request.path.startsWith('/v1/identity/')) {
      const address = decodeURIComponent(request.path.split('/').pop() ?? '')
      return reply(response, 200, { name: names.get(address.toLowerCase()) ?? null, avatar: null })
    }
    if (request.path.startsWith('/v1/profile/suggestions/')) {
      const label = request.path.split('/').pop() ?? ''
      return reply(response, 200, {
        suggestions: [
          { name: `${label}.reown.id`, registered: taken.includes(label) },
          { name: `${label}-id.reown.id`, registered: false },
        ],
      })
    }
    if (request.method === 'POST' && request.path === '/v1/profile/account') {
      const [status, body] = registration
      if (status !== 201) return reply(response, status, body)
      const { address, message } = request.json as { address: string; message: string }
      const { name } = JSON.parse(message) as { name: string }
      names.set(address.toLowerCase(), name)
      return reply(response, 201, { name, registered: 1, updated: 1, addresses: {}, attributes: {} })
    }
    reply(response, 404, { message: 'not found' })
  })
}

async function connected(options = {}) {
  const setup = createTestFoyer({ options: { apiUrl: server.url, ...options } })
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  return setup
}

describe('names', () => {
  test('rule: letters, digits and hyphens, at least 4', () => {
    expect(checkNameLabel('alice')).toBeUndefined()
    expect(checkNameLabel('a-l1')).toBeUndefined()
    expect(checkNameLabel('ali')).toBe('short')
    expect(checkNameLabel('ali ce')).toBe('characters')
    expect(checkNameLabel('alice.eth')).toBe('characters')
    expect(checkNameLabel('élise')).toBe('characters')
  })

  test('default: the wallet signs the name and the time, the server stores it, the account shows it, a reload too', async () => {
    serveRegistry()
    const { foyer, storage } = await connected()
    // The identity is cached (5 minutes) before the registration…
    await fetchIdentity(foyer)
    const seconds = () => Math.floor(foyer.services.now() / 1000)
    const before = seconds()
    await expect(registerAccountName(foyer, 'Alice')).resolves.toBe('alice.reown.id')
    const after = seconds()
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBe('alice.reown.id')
    const post = server.requests.find((request) => request.method === 'POST')
    const body = post?.json as { coin_type: number; address: string; message: string; signature: string }
    expect(body).toMatchObject({
      coin_type: (0x80000000 | Number(devnet.id)) >>> 0,
      address: testAccounts[0],
    })
    expect(body.signature).toBe('0xsignature')
    // Signed with the time of the registration (a second may turn while it runs).
    const message = JSON.parse(body.message) as { timestamp: number }
    expect(message).toEqual({ name: 'alice.reown.id', attributes: {}, timestamp: message.timestamp })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(message.timestamp).toBeLessThanOrEqual(after)
    // …and is not served from that cache after it: the next page load shows the name.
    const next = createTestFoyer({ options: { apiUrl: server.url, storage } })
    await connect(next.foyer, { connectorId: 'fake.wallet' })
    await fetchIdentity(next.foyer)
    expect(next.foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBe('alice.reown.id')
  })

  test("rule: a name is offered only where the server keeps the family's names (EVM), not on Solana", async () => {
    const { foyer } = await connected()
    expect(canRegisterAccountName(foyer)).toBe(true)
    // A Solana account signs messages and resolves names in Send (coin types), yet names are eip155 only.
    const solana = createTestFoyer({
      adapter: { namespace: 'solana', accounts: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'] },
      options: { apiUrl: server.url, networks: [solanaDevnet], defaultNetwork: solanaDevnet },
    })
    await connect(solana.foyer, { connectorId: 'fake.wallet' })
    expect(typeof solana.adapter.nameCoinTypes).toBe('function')
    expect(canRegisterAccountName(solana.foyer)).toBe(false)
  })

  test('behavior: an invalid name is refused before the wallet is asked', async () => {
    serveRegistry()
    const { foyer } = await connected()
    await expect(registerAccountName(foyer, 'al')).rejects.toMatchObject({
      shortMessage: 'Use at least 4 characters',
    })
    await expect(registerAccountName(foyer, 'al ice')).rejects.toBeInstanceOf(InvalidNameError)
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  test('behavior: a refused signature (4001) reaches the caller, nothing is registered', async () => {
    serveRegistry()
    const { foyer, adapter } = await connected()
    adapter.behavior.signError = true
    await expect(registerAccountName(foyer, 'alice')).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([])
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBeUndefined()
  })

  test('behavior: the server\'s reason is the message; without one, "Error registering name {name}"', async () => {
    serveRegistry({ registration: [409, { message: 'This name is already registered' }] })
    const { foyer } = await connected()
    await expect(registerAccountName(foyer, 'alice')).rejects.toMatchObject({
      shortMessage: 'This name is already registered',
    })
    serveRegistry({ registration: [500, 'down'] })
    const error = await registerAccountName(foyer, 'alice').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect((error as NameRegistrationError).shortMessage).toBe('Error registering name alice.reown.id')
    expect(foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBeUndefined()
  })

  test('default: suggestions flag a registered name; a failure is "Error fetching name suggestions"', async () => {
    serveRegistry({ taken: ['alice'] })
    const { foyer } = await connected()
    await expect(suggestAccountNames(foyer, 'Alice')).resolves.toEqual([
      { name: 'alice.reown.id', registered: true },
      { name: 'alice-id.reown.id', registered: false },
    ])
    server.handle((_request, response) => reply(response, 503, { message: 'down' }))
    await expect(suggestAccountNames(foyer, 'alice')).rejects.toBeInstanceOf(NameSuggestionsError)
  })
})
