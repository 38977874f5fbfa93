import { UserRejectedRequestError } from '@foyer/core'
import { describe, expect, test } from 'vitest'
import { networkWith, setupWithWallet, testNetwork, walletError, walletId } from '../test/index.js'

const switchTo31337 = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }
const add31337 = {
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: '0x7a69',
      chainName: 'Foyer Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
      blockExplorerUrls: ['http://127.0.0.1:5173/explorer'],
    },
  ],
}

describe('switchNetwork', () => {
  test('default: the wallet knows the chain', async () => {
    const { adapter, provider, events } = setupWithWallet({ knownChainIds: [1, 31337] })
    await adapter.connect({ connectorId: walletId, network: testNetwork })

    await adapter.switchNetwork({ connectorId: walletId, network: testNetwork })

    expect(provider.calls.slice(2)).toEqual([switchTo31337])
    expect(events.chains).toEqual([{ connectorId: walletId, chainId: 31337 }])
  })

  test('behavior: 4902 → add the chain (the wallet switches on add)', async () => {
    const { adapter, provider } = setupWithWallet()

    await adapter.switchNetwork({ connectorId: walletId, network: testNetwork })

    expect(provider.calls).toEqual([switchTo31337, add31337, { method: 'eth_chainId' }])
    expect(provider.switches.chainId).toBe(31337)
  })

  test('behavior: 4902 → add → switch again when the wallet only added the chain', async () => {
    const { adapter, provider } = setupWithWallet({ switchesOnAdd: false })

    await adapter.switchNetwork({ connectorId: walletId, network: testNetwork })

    expect(provider.calls).toEqual([switchTo31337, add31337, { method: 'eth_chainId' }, switchTo31337])
    expect(provider.switches.chainId).toBe(31337)
  })

  test.each([
    ['5000', walletError(5000, 'Unknown chain')],
    ['32603', walletError(32603, 'Invalid chain')],
    [
      'nested data.originalError.code 4902',
      walletError(-32603, 'Internal error', { originalError: { code: 4902 } }),
    ],
  ])('behavior: %s → add the chain', async (_, unknownChainError) => {
    const { adapter, provider } = setupWithWallet({ unknownChainError })
    await adapter.switchNetwork({ connectorId: walletId, network: testNetwork })
    expect(provider.calls.map((call) => call.method)).toContain('wallet_addEthereumChain')
    expect(provider.switches.chainId).toBe(31337)
  })

  test('behavior: a network without block explorer is added without blockExplorerUrls', async () => {
    const { adapter, provider } = setupWithWallet()
    await adapter.switchNetwork({
      connectorId: walletId,
      network: networkWith({ blockExplorers: undefined }),
    })
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0x7a69',
        chainName: 'Foyer Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8545'],
      },
    ])
  })

  test('behavior: user rejects the switch', async () => {
    const { adapter, provider } = setupWithWallet({ knownChainIds: [1, 31337] })
    provider.switches.failures.wallet_switchEthereumChain = walletError(4001, 'User rejected the request.')

    const error = await adapter
      .switchNetwork({ connectorId: walletId, network: testNetwork })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(provider.calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain'])
    expect(provider.switches.chainId).toBe(1)
  })

  test('behavior: user rejects adding the chain', async () => {
    const { adapter, provider } = setupWithWallet()
    provider.switches.failures.wallet_addEthereumChain = walletError(4001, 'User rejected the request.')
    await expect(
      adapter.switchNetwork({ connectorId: walletId, network: testNetwork }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(provider.switches.chainId).toBe(1)
  })

  test('behavior: other switch failures are typed and do not add the chain', async () => {
    const { adapter, provider } = setupWithWallet({ unknownChainError: walletError(4100, 'Unauthorized') })
    await expect(
      adapter.switchNetwork({ connectorId: walletId, network: testNetwork }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
    expect(provider.calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain'])
  })

  test('behavior: a non-EVM network or chain id is refused before asking the wallet', async () => {
    const { adapter, provider } = setupWithWallet()
    await expect(
      adapter.switchNetwork({
        connectorId: walletId,
        network: networkWith({
          id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          chainNamespace: 'solana',
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        }),
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    await expect(
      adapter.switchNetwork({ connectorId: walletId, network: networkWith({ id: 'abc' }) }),
    ).rejects.toMatchObject({ code: 'INVALID_CHAIN_ID' })
    expect(provider.calls).toEqual([])
  })

  test('behavior: unknown connector → ProviderNotFoundError', async () => {
    const { adapter } = setupWithWallet()
    await expect(
      adapter.switchNetwork({ connectorId: 'io.unknown', network: testNetwork }),
    ).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    })
  })
})
