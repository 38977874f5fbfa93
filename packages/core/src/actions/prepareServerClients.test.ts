import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { directoryRows, startDirectoryServer } from '../api/test/startDirectoryServer.js'
import type { TestServer } from '../api/test/startTestServer.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { FoyerOptions } from '../types/options.js'
import { fetchConnectWallets } from './fetchConnectWallets.js'
import { prepareServerClients } from './prepareServerClients.js'

let server: TestServer
beforeAll(async () => {
  server = await startDirectoryServer(() => directoryRows(10))
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

const setup = (options: Partial<FoyerOptions>) => createTestFoyer({ options }).foyer

test('behavior: loads the directory and analytics clients the first open uses, and asks the server nothing', async () => {
  const foyer = setup({ apiUrl: server.url })
  expect(foyer.services.loaded.has('directory') || foyer.services.loaded.has('analytics')).toBe(false)
  await prepareServerClients(foyer)
  expect([...foyer.services.loaded.keys()]).toEqual(expect.arrayContaining(['directory', 'analytics']))
  expect(server.requests).toEqual([])
  // The open then uses the clients it found.
  await fetchConnectWallets(foyer)
  expect(server.requests.map((request) => request.path)).toContain('/getWallets')
})

test('behavior: with analytics off, the analytics client is not loaded', async () => {
  const foyer = setup({ apiUrl: server.url, features: { analytics: false } })
  await prepareServerClients(foyer)
  expect(foyer.services.loaded.has('directory')).toBe(true)
  expect(foyer.services.loaded.has('analytics')).toBe(false)
})

test('default: without apiUrl there is nothing to load', async () => {
  const foyer = setup({})
  await prepareServerClients(foyer)
  expect(foyer.services.loaded.has('directory')).toBe(false)
  expect(foyer.services.loaded.has('analytics')).toBe(false)
})
