import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { canOfferSend } from './canOfferSend.js'

test('default: not before an account is connected; then where the adapter sends transfers', async () => {
  const { foyer } = createTestFoyer()
  expect(canOfferSend(foyer)).toBe(false)
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(canOfferSend(foyer)).toBe(true)
})

test('behavior: an adapter without the send capability (basic WalletConnect mode) is not offered Send', async () => {
  const { foyer, adapter } = createTestFoyer()
  delete (adapter as { sendTransfer?: unknown }).sendTransfer
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(canOfferSend(foyer)).toBe(false)
})
