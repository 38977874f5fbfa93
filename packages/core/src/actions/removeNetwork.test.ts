import { describe, expect, test } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, devnet2, mainnet } from '../test/testNetworks.js'
import { removeNetwork } from './removeNetwork.js'

describe('removeNetwork', () => {
  test('default', () => {
    const { foyer } = createTestFoyer()
    expect(removeNetwork(foyer, { namespace: 'eip155', caipNetworkId: 'eip155:1' })).toEqual([
      devnet,
      devnet2,
    ])
  })

  test('behavior: removing the selected network selects the first remaining', () => {
    const { foyer } = createTestFoyer()
    removeNetwork(foyer, { namespace: 'eip155', caipNetworkId: 'eip155:31337' })
    expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork).toBe(mainnet)
  })

  test('behavior: the last network cannot be removed', () => {
    const { foyer } = createTestFoyer({ options: { networks: [devnet] } })
    expect(() =>
      removeNetwork(foyer, { namespace: 'eip155', caipNetworkId: 'eip155:31337' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[RemoveLastNetworkError: Cannot remove last network for a namespace]`,
    )
  })

  test('behavior: unknown network', () => {
    const { foyer } = createTestFoyer()
    expect(() => removeNetwork(foyer, { namespace: 'eip155', caipNetworkId: 'eip155:5' })).toThrow(
      'Network not found',
    )
  })
})
