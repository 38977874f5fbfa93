import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { reply, startTestServer, type TestServer } from '../api/test/startTestServer.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { getAnalyticsConsent, setAnalyticsConsent } from './setAnalyticsConsent.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/getAnalyticsConfig') return reply(response, 200, { isAnalyticsEnabled: true })
    if (request.path === '/e') return reply(response, 202, { eventId: 'x' })
    reply(response, 404, {})
  })
})
afterAll(() => server.close())

const sentEvents = () =>
  server.requests
    .filter((request) => request.path === '/e')
    .map((request) => (request.json as { props: { event: string } }).props.event)

describe('analytics consent', () => {
  test('default: with consent required, nothing is sent before the visitor agrees, and earlier events never are', async () => {
    server.requests.length = 0
    const { foyer } = createTestFoyer({ options: { apiUrl: server.url, consent: { required: true } } })
    expect(getAnalyticsConsent(foyer)).toBe('unknown')
    foyer.open()
    foyer.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sentEvents()).toEqual([])

    setAnalyticsConsent(foyer, true)
    expect(getAnalyticsConsent(foyer)).toBe('granted')
    foyer.open()
    foyer.close()
    // A budget for a loaded machine (loading the analytics client, its config, two posts), not a timing rule.
    await vi.waitFor(() => expect(sentEvents()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']), { timeout: 15_000 })
  })

  test('behavior: a visitor who says no sends nothing; without a consent requirement events flow in order', async () => {
    server.requests.length = 0
    const refused = createTestFoyer({ options: { apiUrl: server.url, consent: { required: true } } }).foyer
    setAnalyticsConsent(refused, false)
    refused.open()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sentEvents()).toEqual([])

    const open = createTestFoyer({ options: { apiUrl: server.url } }).foyer
    for (let i = 0; i < 5; i++) {
      open.open()
      open.close()
    }
    await vi.waitFor(() => expect(sentEvents()).toHaveLength(10), { timeout: 15_000 })
    expect(sentEvents()).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 ? 'MODAL_CLOSE' : 'MODAL_OPEN')))
  })
})
