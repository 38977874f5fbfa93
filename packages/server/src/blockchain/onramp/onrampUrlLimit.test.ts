import { afterAll, beforeAll, expect, test } from 'vitest'
import { type BlockchainTestbed, startBlockchainTestbed } from '../test/startBlockchainTestbed.js'

// The checkout generator's per-client limit, counted before the body is read (a checkout is an order
// row and a token): no chain deployment needed.
let clock = Date.UTC(2030, 0, 1, 0, 0, 0)
let bed: BlockchainTestbed

beforeAll(async () => {
  bed = await startBlockchainTestbed({
    deploy: false,
    overrides: { now: () => clock, onrampUrlRateLimit: { limit: 3, windowSeconds: 600 } },
  })
}, 60_000)
afterAll(() => bed?.stop())

const generate = async (body: unknown) => {
  const response = await bed.app.request(`/v1/generators/onrampurl?${bed.sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

test('behavior: POST /v1/generators/onrampurl is limited per client address, with a clear 429', async () => {
  for (let index = 0; index < 3; index += 1) {
    const refused = await generate({ destinationWallets: 'nope' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  }
  const limited = await generate({ destinationWallets: 'nope' })
  expect(limited).toMatchObject({
    status: 429,
    body: { code: 'RATE_LIMITED', message: 'Too many checkouts from this network; try again in 600 seconds' },
  })
  expect(limited.headers.get('retry-after')).toBe('600')
  clock += 600_000
  expect((await generate({ destinationWallets: 'nope' })).status).toBe(400)
})
