import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { fetchIdentity } from './fetchIdentity.js'
import { setAccountTab } from './setAccountTab.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.restoreAllMocks()
  server.requests.length = 0
})

const serve = (identity: unknown, status = 200) =>
  server.handle((request, response) => {
    if (request.path === '/v1/supported-chains')
      return reply(response, 200, { http: [devnet.caipNetworkId], ws: [] })
    if (request.path.startsWith('/v1/identity/')) return reply(response, status, identity)
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
  expect(warn).toHaveBeenCalled()
})

test('setAccountTab: remembered in currentTab', async () => {
  const { foyer } = createTestFoyer()
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.currentTab).toBe('tokens')
  setAccountTab(foyer, 'activity')
  expect(foyer.stores.chains.getState().chains.eip155?.accountState.currentTab).toBe('activity')
})
