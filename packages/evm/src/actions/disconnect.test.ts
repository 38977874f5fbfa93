import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from '../evmAdapter.js'
import {
  createFakeWindow,
  createRecordingEvents,
  setupWithWallet,
  testNetwork,
  walletError,
  walletId,
} from '../test/index.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('disconnect', () => {
  test('default: revokes the permission and stops forwarding events', async () => {
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })

    await adapter.disconnect({ connectorId: walletId })

    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(provider.listenerCount()).toBe(0)
    provider.emit('chainChanged', '0x1')
    expect(events.chains).toEqual([])
    await expect(
      adapter.reconnect?.({ connectorId: walletId, network: testNetwork }),
    ).resolves.toBeUndefined()
  })

  test.each([
    [4200, 'The method wallet_revokePermissions is not supported'],
    [-32601, 'The method does not exist / is not available.'],
  ])(
    'behavior: a wallet without wallet_revokePermissions (%i) is fine, nothing logged',
    async (code, message) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const { adapter, provider } = setupWithWallet()
      await adapter.connect({ connectorId: walletId, network: testNetwork })
      provider.switches.failures.wallet_revokePermissions = walletError(code, message)

      await expect(adapter.disconnect({ connectorId: walletId })).resolves.toBeUndefined()

      expect(warn).not.toHaveBeenCalled()
      expect(provider.listenerCount()).toBe(0)
    },
  )

  test('behavior: any other revoke failure is logged, and the disconnect still completes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { adapter, provider } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    provider.switches.failures.wallet_revokePermissions = walletError(4001, 'User rejected the request.')

    await expect(adapter.disconnect({ connectorId: walletId })).resolves.toBeUndefined()

    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ code: 'USER_REJECTED' })
    expect(provider.listenerCount()).toBe(0)
  })

  test('behavior: a wallet that is gone disconnects locally without a call', async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    adapter.setup(createRecordingEvents())
    await expect(adapter.disconnect({ connectorId: 'injected' })).resolves.toBeUndefined()
  })
})
