import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { fetchIdentity } from './fetchIdentity.js'
import { setAccountTab } from './setAccountTab.js'

let server: TestServer
/** The reverse lookup's answer: no names. */
const reverse = { status: 200, body: [] as unknown }
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.restoreAllMocks()
  server.requests.length = 0
})

const serve = (identity: unknown, status = 200, names: { status: number; body: unknown } = reverse) =>
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId], ws: [] })
    if (request.path.startsWith('/v1/identity/')) return reply(response, status, identity)
    if (request.path.startsWith('/v1/profile/reverse/')) return reply(response, names.status, names.body)
    if (request.path.endsWith('/balance')) return reply(response, 200, { balances: [] })
    reply(response, 404, { message: 'not found' })
  })

test('default: name and avatar become the profile; cached for 5 minutes', async () => {
  serve({ name: 'alice.reown.id', avatar: 'http://127.0.0.1/alice.png' })
  const { foyer } = createTestFoyer({ options: { apiUrl: server.url } })
  await connect(foyer, { connectorId: 'fake.wallet' })
  await fetchIdentity(foyer)
  expect(foyer.stores.chains.getState().chains.eip155?.accountState).toMatchObject({
    profileName: 'alice.reown.id',
    profileImage: 'http://127.0.0.1/alice.png',
  })
  await fetchIdentity(foyer)
  expect(server.requests.filter((request) => request.path.startsWith('/v1/identity/'))).toHaveLength(1)
})

test('behavior: no identity leaves the profile empty; a failure is logged', async () => {
  serve({ name: null, avatar: null })
  const { foyer } = createTestFoyer({ options: { apiUrl: server.url } })
  await connect(foyer, { connectorId: 'fake.wallet' })
  await fetchIdentity(foyer)
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBeUndefined()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  serve({ message: 'down' }, 503)
  const other = createTestFoyer({ options: { apiUrl: server.url } })
  await connect(other.foyer, { connectorId: 'fake.wallet' })
  await expect(fetchIdentity(other.foyer)).resolves.toBeUndefined()
  // logLater prints once its catalog has loaded (a dynamic import), after fetchIdentity has resolved. The
  // bare toHaveBeenCalled() this was passed by the analytics client's own warning (its config answered
  // 404 here), until that moved after the frame (afterPaint): clean-clone run on 8b19e1f.
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not fetch the identity'),
      expect.anything(),
    ),
  )
})

test('behavior: an identity without a name takes the address’s registered name (reverse lookup)', async () => {
  serve({ name: null, avatar: null }, 200, { status: 200, body: [{ name: 'bob.reown.id', addresses: {} }] })
  const { foyer } = createTestFoyer({ options: { apiUrl: server.url } })
  await connect(foyer, { connectorId: 'fake.wallet' })
  await fetchIdentity(foyer)
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.profileName).toBe('bob.reown.id')
  const asked = server.requests.find((request) => request.path.startsWith('/v1/profile/reverse/'))
  expect(asked?.query.get('apiVersion')).toBe('2')
})

test('behavior: a failed reverse lookup is logged as “Error fetching names for address”; the avatar stays', async () => {
  serve({ name: null, avatar: 'http://127.0.0.1/a.png' }, 200, { status: 503, body: { message: 'down' } })
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { foyer } = createTestFoyer({ options: { apiUrl: server.url } })
  await connect(foyer, { connectorId: 'fake.wallet' })
  await fetchIdentity(foyer)
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith('Foyer: Error fetching names for address', expect.anything()),
  )
  expect(foyer.stores.chains.getState().chains.eip155?.accountState).toMatchObject({
    profileName: undefined,
    profileImage: 'http://127.0.0.1/a.png',
  })
})

test('setAccountTab: remembered in currentTab', async () => {
  const { foyer } = createTestFoyer()
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.currentTab).toBe('tokens')
  setAccountTab(foyer, 'activity')
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.currentTab).toBe('activity')
})
