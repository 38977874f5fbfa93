import { describe, expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { ensureRecentWallets } from './recentWallets.js'

const key = '@foyer/recent_wallets'
const storedList = [{ id: 'beta', rdns: 'beta.app' }, { id: 'gamma' }]

describe('ensureRecentWallets', () => {
  test('behavior: the stored list is read when asked for, not at creation', () => {
    const storage = createMemoryStorage({ [key]: JSON.stringify(storedList) })
    const { foyer } = createTestFoyer({ options: { storage } })
    expect(foyer.stores.connection.getState().recentWallets).toEqual([])
    ensureRecentWallets(foyer)
    expect(foyer.stores.connection.getState().recentWallets).toEqual(storedList)
  })

  test('behavior: read once per instance', () => {
    const storage = createMemoryStorage({ [key]: JSON.stringify(storedList) })
    const { foyer } = createTestFoyer({ options: { storage } })
    ensureRecentWallets(foyer)
    storage.setItem(key, JSON.stringify([{ id: 'other' }]))
    ensureRecentWallets(foyer)
    expect(foyer.stores.connection.getState().recentWallets).toEqual(storedList)
  })

  test('behavior: a connect before the first read keeps the stored wallets after the new one', async () => {
    const storage = createMemoryStorage({ [key]: JSON.stringify([{ id: 'beta', rdns: 'beta.app' }]) })
    const { foyer } = createTestFoyer({ options: { storage } })
    await connect(foyer, { connectorId: 'fake.wallet' })
    const expected = [
      { id: 'fake.wallet', rdns: 'fake.wallet' },
      { id: 'beta', rdns: 'beta.app' },
    ]
    expect(foyer.stores.connection.getState().recentWallets).toEqual(expected)
    ensureRecentWallets(foyer)
    expect(foyer.stores.connection.getState().recentWallets).toEqual(expected)
  })
})
