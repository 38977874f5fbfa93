import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { createFakeSwaps } from '../test/createFakeSwaps.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { solanaDevnet } from '../test/testNetworks.js'
import { canOfferSwaps } from './canOfferSwaps.js'

test('default: not before an account is connected; then where the adapter can swap', async () => {
  const { foyer, adapter } = createTestFoyer()
  Object.assign(adapter, createFakeSwaps())
  expect(canOfferSwaps(foyer)).toBe(false)
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(canOfferSwaps(foyer)).toBe(true)
})

test('behavior: an adapter without the swap capability (Solana) is not offered Swap', async () => {
  const { foyer } = createTestFoyer({
    adapter: { namespace: 'solana', accounts: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'] },
    options: { networks: [solanaDevnet], defaultNetwork: solanaDevnet },
  })
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(canOfferSwaps(foyer)).toBe(false)
})
