import { expect, test } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet2, testAccounts } from '../test/testNetworks.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'

// In the browser, where core follows the adapters' events (a .dom test).
test('behavior: a family whose address differs per network (Polkadot, Bitcoin) ends on the address the wallet reported', async () => {
  const [, bob] = testAccounts
  const { foyer, adapter } = createTestFoyer()
  await connect(foyer, { connectorId: 'fake.wallet' })
  const switchWallet = adapter.switchNetwork?.bind(adapter)
  adapter.switchNetwork = async (p) => {
    await switchWallet?.(p)
    // The adapter reports the account of the new network during the switch.
    adapter.emitAccountsChanged([bob as string])
  }
  await switchNetwork(foyer, { network: devnet2 })
  expect(foyer.stores.chains.getState().chains.eip155?.accountState).toMatchObject({
    address: bob,
    caipAddress: `eip155:31338:${bob}`,
  })
})
