import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchWallets } from '../../actions/fetchWallets.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { reply, startTestServer, type TestServer } from '../test/startTestServer.js'

// What the server answers for each project id (spec section 8: server messages mapped to alerts).
const answers: Record<string, [number, string]> = {
  'wrong-origin': [403, 'Unauthorized: origin not allowed'],
  'old-session': [401, 'JWT validation error: JWT Token is not yet valid'],
  'bad-key': [401, 'Unauthorized: invalid key'],
  // The Foyer server's own words for a device clock ahead of it, recognised by the answer's code.
  'clock-ahead': [400, 'This sign-in message was issued in the future; check the device clock'],
  'busy-server': [503, 'Service Unavailable'],
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const [status, message] = answers[request.query.get('projectId') ?? ''] ?? [404, 'Not Found']
    const code = request.query.get('projectId') === 'clock-ahead' ? 'SIWX_ISSUEDINFUTURE' : undefined
    reply(response, status, { message, ...(code ? { code } : {}) })
  })
})
afterAll(() => server.close())

describe('the instance HTTP client', () => {
  test.each([
    ['wrong-origin', 'alert.invalidAppConfiguration'],
    ['old-session', 'alert.sessionExpired'],
    ['clock-ahead', 'alert.sessionExpired'],
    ['bad-key', 'alert.invalidProjectId'],
  ])(
    'behavior: a server answer for %s raises %s on the instance, whichever call got it',
    async (projectId, key) => {
      const { foyer } = createTestFoyer({
        options: { projectId, apiUrl: server.url, features: { analytics: false } },
      })
      const state = await fetchWallets(foyer)
      expect(state.error).toBeDefined()
      expect(foyer.stores.alert.getState().key).toBe(key)
    },
  )

  test('behavior: other failures raise no alert (the view that asked shows them)', async () => {
    const { foyer } = createTestFoyer({
      options: { projectId: 'busy-server', apiUrl: server.url, features: { analytics: false } },
    })
    const state = await fetchWallets(foyer)
    expect(state.error).toBe('HTTP_ERROR')
    expect(foyer.stores.alert.getState().key).toBeUndefined()
  })
})
