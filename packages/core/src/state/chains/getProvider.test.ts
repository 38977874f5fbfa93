import { describe, expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { disconnect } from '../../actions/disconnect.js'
import { createTestFoyer } from '../../test/createTestFoyer.js'
import { testAccounts } from '../../test/testNetworks.js'
import { getProvider } from './getProvider.js'

describe('getProvider', () => {
  test('default: request goes through the policy to the wallet; events follow the state', async () => {
    const { foyer, adapter } = createTestFoyer()
    const provider = getProvider(foyer)
    const seen: [string, unknown][] = []
    for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const)
      provider.on(event, (payload) => seen.push([event, payload]))

    await connect(foyer, { connectorId: 'fake.wallet' })
    adapter.behavior.requestResult = '0x7a69'
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(provider.request({ method: 'eth_sign' })).rejects.toMatchObject({
      code: 'RPC_METHOD_NOT_ALLOWED',
    })
    await disconnect(foyer)

    expect(seen).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [testAccounts[0]]],
      ['chainChanged', '0x7a69'],
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'Disconnected' }],
    ])
  })
})
