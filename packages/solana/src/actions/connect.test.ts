import { generateKeyPairSigner } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createTestTransaction,
  setupWithWallet,
  testDevnet,
  testMainnet,
  walletError,
  walletId,
} from '../test/index.js'

afterEach(() => {
  vi.restoreAllMocks()
})

const localnet = {
  ...testDevnet,
  id: 'Loca1net1111111111111111111111111',
  caipNetworkId: 'solana:Loca1net1111111111111111111111111',
} as const

describe('connect', () => {
  test('default: asks the wallet, returns its account and the session’s cluster reference', async () => {
    const { adapter, signers, calls } = await setupWithWallet()
    const result = await adapter.connect({ connectorId: walletId, network: testDevnet })
    expect(result).toEqual({
      address: signers[0]!.address,
      addresses: [signers[0]!.address],
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      approvedNetworks: { approvedCaipNetworkIds: [testDevnet.caipNetworkId], supportsAllNetworks: false },
    })
    // A prompt, not a silent connect.
    expect(calls).toEqual([{ feature: 'standard:connect', inputs: [undefined] }])
  })

  test('parameters: network — a cluster the account cannot use gives the first requested one it can', async () => {
    const { adapter } = await setupWithWallet({ chains: ['solana:devnet'] }, [testMainnet, testDevnet])
    const result = await adapter.connect({ connectorId: walletId, network: testMainnet })
    expect(result.chainId).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(result.approvedNetworks?.approvedCaipNetworkIds).toEqual([testDevnet.caipNetworkId])
  })

  test('parameters: network — none usable: the first public cluster the account names (core shows UnsupportedChain)', async () => {
    const { adapter } = await setupWithWallet({ chains: ['solana:mainnet'] }, [testDevnet])
    const result = await adapter.connect({ connectorId: walletId, network: testDevnet })
    expect(result.chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(result.approvedNetworks?.approvedCaipNetworkIds).toEqual([])
  })

  test('parameters: network — a local genesis is solana:localnet; a wallet only there, with no local network requested, is on "localnet"', async () => {
    const local = await setupWithWallet({ chains: ['solana:localnet'] }, [localnet])
    await expect(local.adapter.connect({ connectorId: walletId, network: localnet })).resolves.toMatchObject({
      chainId: localnet.id,
    })
    const other = await setupWithWallet({ chains: ['solana:localnet'] }, [testDevnet])
    await expect(
      other.adapter.connect({ connectorId: walletId, network: testDevnet }),
    ).resolves.toMatchObject({
      chainId: 'localnet',
    })
  })

  test('behavior: the user rejects: 4001, and the wallet is no longer watched', async () => {
    const { adapter, switches, listenerCount } = await setupWithWallet()
    switches.failures['standard:connect'] = walletError(4001, 'User rejected the request.')
    await expect(adapter.connect({ connectorId: walletId, network: testDevnet })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      rpcCode: 4001,
      details: 'User rejected the request.',
    })
    expect(listenerCount()).toBe(0)
  })

  test('behavior: a rejection worded without a code is a rejection too', async () => {
    const { adapter, switches } = await setupWithWallet()
    switches.failures['standard:connect'] = walletError(undefined, 'Approval Denied')
    await expect(adapter.connect({ connectorId: walletId, network: testDevnet })).rejects.toMatchObject({
      rpcCode: 4001,
    })
    switches.failures['standard:connect'] = walletError(undefined, 'Extension context invalidated')
    await expect(adapter.connect({ connectorId: walletId, network: testDevnet })).rejects.toMatchObject({
      code: 'UNKNOWN',
    })
  })

  test('behavior: a wallet that gives no Solana account aborts the connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { adapter, switches } = await setupWithWallet()
    const evmAccount = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chains: ['eip155:1'] }
    const bogus = { address: 'not-an-address', chains: ['solana:devnet'] }
    switches.answers['standard:connect'] = { accounts: [evmAccount, bogus] }
    await expect(adapter.connect({ connectorId: walletId, network: testDevnet })).rejects.toMatchObject({
      name: 'ConnectionAbortedError',
    })
    // The EVM account is simply not ours; the broken one is worth a warning.
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('behavior: an unknown connector is ProviderNotFoundError', async () => {
    const { adapter } = await setupWithWallet()
    await expect(adapter.connect({ connectorId: 'ws:Nope', network: testDevnet })).rejects.toMatchObject({
      name: 'ProviderNotFoundError',
    })
  })
})

describe('account events', () => {
  test('default: the wallet’s account changes are forwarded; an empty list means disconnected', async () => {
    const { adapter, events, emitChange, listenerCount } = await setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testDevnet })
    const other = await generateKeyPairSigner()
    const account = (address: string): WalletAccount => ({
      address,
      publicKey: new Uint8Array(32),
      chains: ['solana:devnet'],
      features: [],
    })
    events.accounts.splice(0)
    emitChange({ accounts: [account(other.address)] })
    // A change of the wallet's chains or features alone is no account change.
    emitChange({ chains: ['solana:devnet'] })
    emitChange({ accounts: [] })
    expect(events.accounts).toEqual([
      { connectorId: walletId, addresses: [other.address] },
      { connectorId: walletId, addresses: [] },
    ])
    expect(listenerCount()).toBe(0)
  })

  test('behavior: an unregistered wallet disconnects its session', async () => {
    const { adapter, events, unregister } = await setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testDevnet })
    unregister()
    expect(events.disconnects).toEqual([{ connectorId: walletId }])
    await expect(
      adapter.signMessage({ connectorId: walletId, address: 'x', message: 'hi' }),
    ).rejects.toMatchObject({
      name: 'ProviderNotFoundError',
    })
  })
})

describe('disconnect', () => {
  test('default: stops watching and asks the wallet to disconnect', async () => {
    const { adapter, calls, listenerCount, signers } = await setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testDevnet })
    await adapter.disconnect({ connectorId: walletId })
    expect(calls.at(-1)).toEqual({ feature: 'standard:disconnect', inputs: [] })
    expect(listenerCount()).toBe(0)
    await expect(
      adapter.signMessage({ connectorId: walletId, address: signers[0]!.address, message: 'hi' }),
    ).rejects.toMatchObject({ name: 'UnauthorizedProviderError', rpcCode: 4100 })
  })

  test('behavior: a wallet without standard:disconnect, or one that fails, is disconnected locally', async () => {
    const plain = await setupWithWallet({ without: ['standard:disconnect'] })
    await plain.adapter.connect({ connectorId: walletId, network: testDevnet })
    await expect(plain.adapter.disconnect({ connectorId: walletId })).resolves.toBeUndefined()

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = await setupWithWallet()
    await failing.adapter.connect({ connectorId: walletId, network: testDevnet })
    failing.switches.failures['standard:disconnect'] = walletError(-32603, 'boom')
    await expect(failing.adapter.disconnect({ connectorId: walletId })).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(failing.listenerCount()).toBe(0)
  })
})

describe('reconnect', () => {
  test('default: silent connect; an approved site gets its account back without a prompt', async () => {
    const { adapter, calls, switches, signers } = await setupWithWallet()
    await expect(adapter.reconnect({ connectorId: walletId, network: testDevnet })).resolves.toBeUndefined()
    expect(calls).toEqual([{ feature: 'standard:connect', inputs: [{ silent: true }] }])
    switches.authorised = true
    await expect(adapter.reconnect({ connectorId: walletId, network: testDevnet })).resolves.toMatchObject({
      address: signers[0]!.address,
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
  })

  test('behavior: a wallet that refuses the silent connect gives undefined; another failure is typed', async () => {
    const { adapter, switches } = await setupWithWallet()
    switches.failures['standard:connect'] = walletError(4100, 'Unauthorized')
    await expect(adapter.reconnect({ connectorId: walletId, network: testDevnet })).resolves.toBeUndefined()
    switches.failures['standard:connect'] = walletError(4900, 'Disconnected')
    await expect(adapter.reconnect({ connectorId: walletId, network: testDevnet })).rejects.toMatchObject({
      name: 'ProviderDisconnectedError',
    })
  })

  test('behavior: a wallet that is gone gives undefined', async () => {
    const { adapter } = await setupWithWallet()
    await expect(adapter.reconnect({ connectorId: 'ws:Gone', network: testDevnet })).resolves.toBeUndefined()
  })
})

describe('switchNetwork', () => {
  test('default: later requests name the new cluster', async () => {
    const { adapter, calls, signers } = await setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testDevnet })
    const transaction = createTestTransaction(signers[0]!.address)
    const send = () =>
      adapter.request({
        connectorId: walletId,
        method: 'solana_signAndSendTransaction',
        params: { transaction },
      })
    await send()
    await adapter.switchNetwork({ connectorId: walletId, network: localnet })
    await send()
    const chains = calls
      .filter((call) => call.feature === 'solana:signAndSendTransaction')
      .map((call) => (call.inputs[0] as { chain: string }).chain)
    expect(chains).toEqual(['solana:devnet', 'solana:localnet'])
  })

  test('behavior: a cluster the account cannot use is UnsupportedChainError', async () => {
    const { adapter } = await setupWithWallet({ chains: ['solana:devnet'] })
    await adapter.connect({ connectorId: walletId, network: testDevnet })
    await expect(
      adapter.switchNetwork({ connectorId: walletId, network: testMainnet }),
    ).rejects.toMatchObject({
      name: 'UnsupportedChainError',
      details: "The wallet's account cannot use solana:mainnet",
    })
  })
})
