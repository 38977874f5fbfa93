import { describe, expect, test } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, mainnet, solanaDevnet } from '../test/testNetworks.js'
import type { Network } from '../types/network.js'
import { addNetwork } from './addNetwork.js'

describe('addNetwork', () => {
  test('default', () => {
    const { foyer } = createTestFoyer({ options: { networks: [devnet] } })
    expect(addNetwork(foyer, { network: mainnet })).toEqual([devnet, mainnet])
    expect(foyer.stores.chains.getState().chains.eip155?.networkState.requestedCaipNetworks).toEqual([
      devnet,
      mainnet,
    ])
  })

  test('behavior: adding twice changes nothing', () => {
    const { foyer } = createTestFoyer({ options: { networks: [devnet] } })
    addNetwork(foyer, { network: devnet })
    expect(foyer.stores.chains.getState().chains.eip155?.networkState.requestedCaipNetworks).toEqual([devnet])
  })

  test('behavior: a new namespace gets a chain entry', () => {
    const { foyer } = createTestFoyer({ options: { networks: [devnet] } })
    addNetwork(foyer, { network: solanaDevnet })
    const solana = foyer.stores.chains.getState().chains.solana
    expect(solana?.networkState.caipNetwork).toBe(solanaDevnet)
    expect(solana?.accountState.preferredAccountType).toBe('eoa')
    expect(foyer.stores.chains.getState().activeNamespace).toBe('eip155')
  })

  test('behavior: invalid CAIP network id', () => {
    const { foyer } = createTestFoyer()
    const broken: Network = { ...devnet, caipNetworkId: 'solana:31337' }
    expect(() => addNetwork(foyer, { network: broken })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipNetworkIdError: Invalid CAIP network id

      Details: Expected namespace:chainId with a known namespace, received "solana:31337"]
    `)
  })
})
