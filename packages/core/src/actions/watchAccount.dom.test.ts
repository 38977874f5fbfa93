// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, devnet2, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { switchNetwork } from './switchNetwork.js'

const [alice, bob] = testAccounts as [string, string]

test('default: a connect reads the balance once and keys the account data by the CAIP address', async () => {
  const { foyer, adapter } = createTestFoyer()
  await connect(foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() => expect(adapter.calls.getBalance).toEqual([{ address: alice, network: devnet }]))
  expect(foyer.stores.accountData.getState().key).toBe(`${devnet.caipNetworkId}:${alice}`)
})

test('behavior: an account change empties the previous account’s data and reads the new balance', async () => {
  const { foyer, adapter } = createTestFoyer()
  await connect(foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() => expect(adapter.calls.getBalance).toHaveLength(1))
  const { tokens } = foyer.stores.accountData.getState()
  foyer.stores.accountData.setState({ tokens: { ...tokens, status: 'ready' } })
  adapter.emitAccountsChanged([bob])
  await vi.waitFor(() => expect(adapter.calls.getBalance.at(-1)).toEqual({ address: bob, network: devnet }))
  expect(foyer.stores.accountData.getState()).toMatchObject({
    key: `${devnet.caipNetworkId}:${bob}`,
    tokens: { status: tokens.status },
  })
})

test('behavior: a network switch reads the balance on the new network; a disconnect reads nothing', async () => {
  const { foyer, adapter } = createTestFoyer()
  await connect(foyer, { connectorId: 'fake.wallet' })
  await switchNetwork(foyer, { network: devnet2 })
  await vi.waitFor(() => expect(adapter.calls.getBalance.at(-1)?.network).toBe(devnet2))
  expect(foyer.stores.accountData.getState().key).toBe(`${devnet2.caipNetworkId}:${alice}`)
  const reads = adapter.calls.getBalance.length
  await disconnect(foyer)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(adapter.calls.getBalance).toHaveLength(reads)
})
