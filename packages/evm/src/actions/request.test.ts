import { UserRejectedRequestError } from '@foyer/core'
import { ProviderNotFoundError } from '@foyer/core/adapter'
import { describe, expect, test } from 'vitest'
import { setupWithWallet, testAddressChecksummed, walletError, walletId } from '../test/index.js'

describe('request', () => {
  test('default: the request goes to the wallet as it is, and its answer comes back', async () => {
    const { adapter, provider } = setupWithWallet()
    const params = ['0x6869', testAddressChecksummed]
    const signature = await adapter.request({ connectorId: walletId, method: 'personal_sign', params })
    expect(signature).toMatch(/^0x/)
    expect(await adapter.request({ connectorId: walletId, method: 'eth_chainId' })).toMatch(/^0x/)
    expect(provider.calls.slice(-2)).toEqual([{ method: 'personal_sign', params }, { method: 'eth_chainId' }])
  })

  test('behavior: the wallet rejecting is a typed 4001', async () => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.failures.personal_sign = walletError(4001, 'User denied message signature.')
    await expect(
      adapter.request({
        connectorId: walletId,
        method: 'personal_sign',
        params: ['0x68', testAddressChecksummed],
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('behavior: a wallet that went away is ProviderNotFoundError', async () => {
    const { adapter } = setupWithWallet()
    await expect(
      adapter.request({ connectorId: 'gone.wallet', method: 'eth_chainId' }),
    ).rejects.toBeInstanceOf(ProviderNotFoundError)
  })
})
