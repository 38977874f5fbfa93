import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, solanaDevnet, testAccounts } from '../test/testNetworks.js'
import { getAccount } from './getAccount.js'
import { getActiveChain } from './getActiveChain.js'
import { getNetwork } from './getNetwork.js'
import { isConnected } from './isConnected.js'

test('default', async () => {
  const { foyer } = createTestFoyer()
  expect(getAccount(foyer)?.status).toBe('disconnected')
  expect(isConnected(foyer)).toBe(false)
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(getAccount(foyer)?.address).toBe(testAccounts[0])
  expect(isConnected(foyer)).toBe(true)
  expect(getNetwork(foyer)?.caipNetwork).toBe(devnet)
  expect(getActiveChain(foyer)).toBe('eip155')
})

test('parameters: namespace', async () => {
  const { foyer } = createTestFoyer({
    options: {
      networks: [devnet, solanaDevnet],
      adapters: [
        createFakeAdapter(),
        createFakeAdapter({
          namespace: 'solana',
          connectors: [createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })],
        }),
      ],
    },
  })
  await connect(foyer, { connectorId: 'fake.wallet' })
  expect(isConnected(foyer, 'solana')).toBe(false)
  expect(getAccount(foyer, 'solana')?.preferredAccountType).toBe('eoa')
  expect(getNetwork(foyer, 'solana')?.caipNetwork).toBe(solanaDevnet)
  expect(getAccount(foyer, 'bip122')).toBeUndefined()
  expect(getNetwork(foyer, 'polkadot')).toBeUndefined()
})
