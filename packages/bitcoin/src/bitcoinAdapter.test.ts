import { bitcoinDevWalletIcon } from '@foyer/devnet/bitcoin'
import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bitcoinMainnet, bitcoinSignet, bitcoinTestnet } from './networks.js'
import { bitcoinRegtest, devWalletId, setupWithDevWallet } from './test/index.js'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The dev wallet's addresses on a network family, payment first. */
const addressesOf = (keys: readonly { address: string; chains: string[] }[], chain: string) =>
  keys.filter((key) => key.chains.includes(chain)).map((key) => key.address)

describe('discovery', () => {
  test('default: the dev wallet, registered through the Wallet Standard, is listed once prepared', async () => {
    const { events } = await setupWithDevWallet()
    expect(events.lastConnectors()).toEqual([
      {
        id: devWalletId,
        name: 'Foyer Bitcoin Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: bitcoinDevWalletIcon,
        installed: true,
      },
    ])
  })
})

describe('connect', () => {
  test('default: the payment address first, then the ordinals one, on the requested network', async () => {
    const { adapter, signer } = await setupWithDevWallet()
    const [payment, ordinals] = addressesOf(signer.keys, 'bitcoin:mainnet')
    expect(payment).toMatch(/^bc1q/)
    expect(ordinals).toMatch(/^bc1p/)
    await expect(adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })).resolves.toEqual({
      address: payment,
      addresses: [payment, ordinals],
      accountTypes: ['payment', 'ordinal'],
      chainId: '000000000019d6689c085ae165831e93',
      approvedNetworks: {
        approvedCaipNetworkIds: [
          bitcoinMainnet.caipNetworkId,
          bitcoinTestnet.caipNetworkId,
          bitcoinSignet.caipNetworkId,
        ],
        supportsAllNetworks: false,
      },
    })
  })

  test('behavior: the user rejects: 4001', async () => {
    const { adapter } = await setupWithDevWallet({ mode: 'reject' })
    await expect(
      adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
  })

  test('behavior: a wallet that unregisters while its prompt is open is gone, whatever it answers', async () => {
    const { adapter, approvals, unregister, events } = await setupWithDevWallet({ mode: 'ask' })
    const connecting = adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    await expect.poll(() => approvals.pending().length).toBe(1)
    unregister()
    expect(events.lastConnectors()).toEqual([])
    approvals.approve()
    await expect(connecting).rejects.toMatchObject({
      name: 'ProviderNotFoundError',
      details: `The wallet of connector "${devWalletId}" went away while connecting`,
    })
  })

  test('behavior: a wallet that vanishes mid-connect (its extension removed) fails the prompt with 4900', async () => {
    const { adapter, approvals, signer } = await setupWithDevWallet({ mode: 'ask' })
    const connecting = adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    await expect.poll(() => approvals.pending().length).toBe(1)
    signer.vanish()
    await expect(connecting).rejects.toMatchObject({ name: 'ProviderDisconnectedError', rpcCode: 4900 })
  })

  test('behavior: a reload restores the approved accounts without a prompt; disconnect ends it', async () => {
    const { adapter, approvals, signer } = await setupWithDevWallet({ mode: 'ask' })
    expect(await adapter.reconnect({ connectorId: devWalletId, network: bitcoinMainnet })).toBeUndefined()
    const connecting = adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    await expect.poll(() => approvals.pending().length).toBe(1)
    approvals.approve()
    const connected = await connecting
    await expect(adapter.reconnect({ connectorId: devWalletId, network: bitcoinMainnet })).resolves.toEqual(
      connected,
    )
    expect(approvals.pending()).toEqual([])
    await adapter.disconnect({ connectorId: devWalletId })
    expect(signer.connected()).toEqual([])
    expect(await adapter.reconnect({ connectorId: devWalletId, network: bitcoinMainnet })).toBeUndefined()
  })

  test('behavior: the wallet disconnecting the site is reported as no account', async () => {
    const { adapter, events, signer } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    events.accounts.splice(0)
    signer.disconnect()
    expect(events.accounts).toEqual([{ connectorId: devWalletId, addresses: [] }])
    await expect(
      adapter.signMessage({
        connectorId: devWalletId,
        address: addressesOf(signer.keys, 'bitcoin:mainnet')[0]!,
        message: 'x',
      }),
    ).rejects.toMatchObject({ name: 'UnauthorizedProviderError' })
  })
})

describe('switchNetwork', () => {
  test('default: among the networks the wallet declares; the addresses become that network’s', async () => {
    const { adapter, events, signer } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    const testAddresses = addressesOf(signer.keys, 'bitcoin:testnet')
    expect(testAddresses[0]).toMatch(/^tb1q/)
    await adapter.switchNetwork({ connectorId: devWalletId, network: bitcoinTestnet })
    expect(events.accounts).toEqual([
      { connectorId: devWalletId, addresses: testAddresses, accountTypes: ['payment', 'ordinal'] },
    ])
    // Signet's addresses are testnet's (tb1…): nothing to report.
    await adapter.switchNetwork({ connectorId: devWalletId, network: bitcoinSignet })
    expect(events.accounts).toHaveLength(1)
    const signature = await adapter.signMessage({
      connectorId: devWalletId,
      address: testAddresses[0]!,
      message: 'on signet',
    })
    expect(Verifier.verifySignature(testAddresses[0]!, 'on signet', signature)).toBe(true)
  })

  test('behavior: a network the wallet does not declare is UnsupportedChainError', async () => {
    const { adapter } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    await expect(
      adapter.switchNetwork({ connectorId: devWalletId, network: bitcoinRegtest }),
    ).rejects.toMatchObject({
      name: 'UnsupportedChainError',
    })
  })
})

describe('signMessage', () => {
  test('default: BIP-322 simple signatures of the payment (p2wpkh) and ordinals (p2tr) addresses, which bip322-js verifies', async () => {
    const { adapter } = await setupWithDevWallet()
    const { addresses } = await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    for (const address of addresses) {
      const signature = await adapter.signMessage({
        connectorId: devWalletId,
        address,
        message: 'Sign in to Harbor',
      })
      expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
      expect(Verifier.verifySignature(address, 'Sign in to Harbor', signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'Sign in to Harbour', signature)).toBe(false)
    }
  })

  test('behavior: the user rejects: 4001', async () => {
    const { adapter, approvals } = await setupWithDevWallet()
    const { address } = await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    approvals.setMode('reject')
    await expect(
      adapter.signMessage({ connectorId: devWalletId, address, message: 'no' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
  })

  test('behavior: an address that is not connected is 4100', async () => {
    const { adapter, signer } = await setupWithDevWallet()
    await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    const testnetAddress = addressesOf(signer.keys, 'bitcoin:testnet')[0]!
    await expect(
      adapter.signMessage({ connectorId: devWalletId, address: testnetAddress, message: 'x' }),
    ).rejects.toMatchObject({
      name: 'UnauthorizedProviderError',
    })
  })
})

describe('balance', () => {
  test('behavior: Bitcoin has no balance (spec section 9): the adapter reads none, so core shows none', async () => {
    const { adapter } = await setupWithDevWallet()
    expect(adapter).not.toHaveProperty('getBalance')
  })
})
