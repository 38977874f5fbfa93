import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { setAccountTab } from '../actions/setAccountTab.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { getAccount } from './getAccount.js'
import { getAccountTabs } from './getAccountTabs.js'

test('default: Tokens, NFTs and Activity', () => {
  const { foyer } = createTestFoyer()
  expect(getAccountTabs(foyer)).toEqual(['tokens', 'nfts', 'activity'])
})

test('behavior: features.history off drops Activity, and the Activity tab cannot be chosen', async () => {
  const { foyer } = createTestFoyer({ options: { features: { history: false } } })
  expect(getAccountTabs(foyer)).toEqual(['tokens', 'nfts'])
  await connect(foyer, { connectorId: 'fake.wallet' })
  setAccountTab(foyer, 'nfts')
  setAccountTab(foyer, 'activity')
  expect(getAccount(foyer)?.currentTab).toBe('nfts')
})
