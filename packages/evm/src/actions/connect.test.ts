import { UserRejectedRequestError } from '@foyer/core'
import { ConnectionAbortedError, ProviderNotFoundError } from '@foyer/core/adapter'
import { describe, expect, test, vi } from 'vitest'
import { InvalidProviderResponseError } from '../errors/provider.js'
import { evmAdapter } from '../evmAdapter.js'
import {
  createFakeProvider,
  createFakeWindow,
  createRecordingEvents,
  otherAddress,
  setupWithWallet,
  testAddress,
  testAddressChecksummed,
  testNetwork,
  walletError,
  walletId,
} from '../test/index.js'

describe('connect', () => {
  test('default', async () => {
    const { adapter, provider } = setupWithWallet({ chainId: 31337, accounts: [testAddress, otherAddress] })

    const result = await adapter.connect({ connectorId: walletId, network: testNetwork })

    expect(result).toEqual({
      address: testAddressChecksummed,
      addresses: [testAddressChecksummed, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      chainId: 31337,
    })
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  test('behavior: the legacy injected connector connects through window.ethereum', async () => {
    const provider = createFakeProvider()
    const adapter = evmAdapter({ window: createFakeWindow({ ethereum: provider }) })
    adapter.setup(createRecordingEvents())
    await expect(adapter.connect({ connectorId: 'injected', network: testNetwork })).resolves.toMatchObject({
      address: testAddressChecksummed,
      chainId: 1,
    })
  })

  test('behavior: user rejects the request (4001)', async () => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.failures.eth_requestAccounts = walletError(4001, 'MetaMask Tx Signature: User denied.')

    const error = await adapter
      .connect({ connectorId: walletId, network: testNetwork })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
      details: 'MetaMask Tx Signature: User denied.',
    })
    expect(provider.listenerCount()).toBe(0)
  })

  test('behavior: the provider vanished', async () => {
    const provider = createFakeProvider()
    const window = createFakeWindow({ ethereum: provider })
    const adapter = evmAdapter({ window })
    adapter.setup(createRecordingEvents())
    window.ethereum = undefined

    await expect(adapter.connect({ connectorId: 'injected', network: testNetwork })).rejects.toBeInstanceOf(
      ProviderNotFoundError,
    )
    expect(provider.calls).toEqual([])
  })

  test('behavior: an unknown connector id has no provider', async () => {
    const { adapter } = setupWithWallet()
    await expect(adapter.connect({ connectorId: 'io.unknown', network: testNetwork })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    })
  })

  test('behavior: the wallet returns no account', async () => {
    const { adapter } = setupWithWallet({ accounts: [] })
    await expect(adapter.connect({ connectorId: walletId, network: testNetwork })).rejects.toBeInstanceOf(
      ConnectionAbortedError,
    )
  })

  test.each([
    ['eth_requestAccounts', ['not-an-address']],
    ['eth_requestAccounts', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['eth_chainId', 'mainnet'],
    ['eth_chainId', '0x0'],
  ])('behavior: an invalid answer to %s (%j) is a typed error', async (method, answer) => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.answers[method] = answer
    await expect(adapter.connect({ connectorId: walletId, network: testNetwork })).rejects.toBeInstanceOf(
      InvalidProviderResponseError,
    )
  })

  test('behavior: an unexpected wallet failure is typed, not thrown raw', async () => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.failures.eth_chainId = walletError(-32603, 'Internal JSON-RPC error.')
    await expect(adapter.connect({ connectorId: walletId, network: testNetwork })).rejects.toMatchObject({
      name: 'InternalRpcError',
      rpcCode: -32603,
    })
  })
})

describe('connect: wallet events', () => {
  test('default: accountsChanged, chainChanged and disconnect are forwarded with the connector id', async () => {
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })

    provider.emit('accountsChanged', [otherAddress])
    provider.emit('chainChanged', '0x7a69')
    provider.emit('disconnect', walletError(4900, 'Disconnected'))

    expect(events.accounts).toEqual([
      { connectorId: walletId, addresses: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
    ])
    expect(events.chains).toEqual([{ connectorId: walletId, chainId: 31337 }])
    expect(events.disconnects).toEqual([{ connectorId: walletId }])
  })

  test('behavior: an empty account list is forwarded and ends the subscription', async () => {
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })

    provider.emit('accountsChanged', [])

    expect(events.accounts).toEqual([{ connectorId: walletId, addresses: [] }])
    expect(provider.listenerCount()).toBe(0)
  })

  test('behavior: a disconnect ends the subscription', async () => {
    const { adapter, provider } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    provider.emit('disconnect', walletError(4900, 'Disconnected'))
    expect(provider.listenerCount()).toBe(0)
  })

  test('behavior: a "reconnecting" disconnect (1013) with accounts left is not a disconnect', async () => {
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })

    provider.emit('disconnect', walletError(1013, 'Reconnecting'))
    await vi.waitFor(() => expect(provider.calls.at(-1)?.method).toBe('eth_accounts'))
    await new Promise((resolve) => setTimeout(resolve, 10))

    expect(events.disconnects).toEqual([])
    expect(provider.listenerCount()).toBe(3)
  })

  test('behavior: a "reconnecting" disconnect (1013) without accounts is a disconnect', async () => {
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    provider.switches.authorised = false

    provider.emit('disconnect', walletError(1013, 'Reconnecting'))

    await vi.waitFor(() => expect(events.disconnects).toEqual([{ connectorId: walletId }]))
  })

  test('behavior: invalid events are ignored and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })

    provider.emit('accountsChanged', ['nope'])
    provider.emit('chainChanged', 'nope')

    expect(events.accounts).toEqual([])
    expect(events.chains).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  test('behavior: a wallet that disconnects while the prompt is open is reported', async () => {
    const { adapter, provider, events } = setupWithWallet()
    const prompt = provider.holdNextPrompt()
    const pending = adapter.connect({ connectorId: walletId, network: testNetwork })
    await vi.waitFor(() => expect(provider.calls).toHaveLength(1))

    provider.emit('disconnect', walletError(4900, 'Disconnected'))
    prompt.release()
    await pending

    expect(events.disconnects).toEqual([{ connectorId: walletId }])
  })

  test('behavior: connecting twice keeps one subscription', async () => {
    const { adapter, provider } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    expect(provider.listenerCount()).toBe(3)
  })

  test('behavior: a failed second connect keeps the first subscription', async () => {
    const { adapter, provider, events } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    provider.switches.failures.eth_requestAccounts = walletError(4001, 'User rejected')
    await expect(adapter.connect({ connectorId: walletId, network: testNetwork })).rejects.toThrow()

    provider.emit('chainChanged', '0x1')
    expect(events.chains).toEqual([{ connectorId: walletId, chainId: 1 }])
  })

  test('behavior: the setup cleanup removes the wallet listeners', async () => {
    const { adapter, provider, cleanup } = setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testNetwork })
    cleanup()
    expect(provider.listenerCount()).toBe(0)
  })
})
