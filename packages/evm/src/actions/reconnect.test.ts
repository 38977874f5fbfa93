import { describe, expect, test } from 'vitest'
import { InvalidProviderResponseError } from '../errors/provider.js'
import { evmAdapter } from '../evmAdapter.js'
import {
  createFakeWindow,
  createRecordingEvents,
  otherAddress,
  setupWithWallet,
  testAddressChecksummed,
  testNetwork,
  walletError,
  walletId,
} from '../test/index.js'

describe('reconnect', () => {
  test('default: re-attaches without a prompt', async () => {
    const { adapter, provider, events } = setupWithWallet({ chainId: 31337 })

    const result = await adapter.reconnect?.({ connectorId: walletId, network: testNetwork })

    expect(result).toEqual({
      address: testAddressChecksummed,
      addresses: [testAddressChecksummed],
      chainId: 31337,
    })
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_accounts', 'eth_chainId'])
    provider.emit('accountsChanged', [otherAddress])
    expect(events.accounts).toHaveLength(1)
  })

  test('behavior: no authorised account → undefined, nothing watched', async () => {
    const { adapter, provider } = setupWithWallet({ authorised: false })
    await expect(
      adapter.reconnect?.({ connectorId: walletId, network: testNetwork }),
    ).resolves.toBeUndefined()
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_accounts'])
    expect(provider.listenerCount()).toBe(0)
  })

  test('behavior: the wallet is gone → undefined', async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    adapter.setup(createRecordingEvents())
    await expect(
      adapter.reconnect?.({ connectorId: 'injected', network: testNetwork }),
    ).resolves.toBeUndefined()
    await expect(
      adapter.reconnect?.({ connectorId: walletId, network: testNetwork }),
    ).resolves.toBeUndefined()
  })

  test('behavior: wallet failures are typed', async () => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.failures.eth_accounts = walletError(4100, 'Unauthorized')
    await expect(adapter.reconnect?.({ connectorId: walletId, network: testNetwork })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
    provider.switches.failures = {}
    provider.switches.answers.eth_accounts = { accounts: [] }
    await expect(adapter.reconnect?.({ connectorId: walletId, network: testNetwork })).rejects.toBeInstanceOf(
      InvalidProviderResponseError,
    )
  })
})
