import { describe, expect, test } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { connect } from './connect.js'
import { removeAdapter } from './removeAdapter.js'

describe('removeAdapter', () => {
  test('default', () => {
    const { foyer } = createTestFoyer()
    removeAdapter(foyer, { namespace: 'eip155' })
    const state = foyer.stores.chains.getState()
    expect(state.chains.eip155).toBeUndefined()
    expect(state.connectors).toEqual([])
    expect(state.activeNamespace).toBeUndefined()
    // With no adapter left, open falls back to the basic WalletConnect view.
    foyer.open()
    expect(foyer.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })

  test('behavior: cannot remove a connected adapter', async () => {
    const { foyer } = createTestFoyer()
    await connect(foyer, { connectorId: 'fake.wallet' })
    expect(() => removeAdapter(foyer, { namespace: 'eip155' })).toThrowErrorMatchingInlineSnapshot(
      `[RemoveAdapterWhileConnectedError: An adapter cannot be removed while connected]`,
    )
    expect(foyer.stores.chains.getState().chains.eip155).toBeDefined()
  })
})
