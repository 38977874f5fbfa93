import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinMainnet, bitcoinTestnet } from './networks.js'
import { satsWalletId, setupWithDevWallet } from './test/index.js'

describe('sats-connect wallets', () => {
  test('default: listed from window.btc_providers; connect on the requested network, payment first, then ordinals', async () => {
    const { adapter, events, satsSigner } = await setupWithDevWallet({
      sats: true,
      networks: [bitcoinTestnet, bitcoinMainnet],
    })
    expect(events.lastConnectors()?.map(({ id, type, name }) => ({ id, type, name }))).toEqual([
      { id: 'ws:Foyer Bitcoin Dev Wallet', type: 'ANNOUNCED', name: 'Foyer Bitcoin Dev Wallet' },
      { id: satsWalletId, type: 'INJECTED', name: 'Foyer Sats Dev Wallet' },
    ])
    const result = await adapter.connect({ connectorId: satsWalletId, network: bitcoinTestnet })
    const expected = satsSigner!.keys
      .filter((key) => key.chains.includes('bitcoin:testnet'))
      .map((key) => key.address)
    expect(result).toMatchObject({ address: expected[0], addresses: expected, chainId: bitcoinTestnet.id })
    expect(result.address).toMatch(/^tb1q/)
  })

  test('default: switching asks the wallet (wallet_changeNetwork) and reports the new addresses; signatures verify with bip322-js', async () => {
    const { adapter, events, satsSigner } = await setupWithDevWallet({ sats: true })
    await adapter.connect({ connectorId: satsWalletId, network: bitcoinMainnet })
    await adapter.switchNetwork({ connectorId: satsWalletId, network: bitcoinTestnet })
    const expected = satsSigner!.keys
      .filter((key) => key.chains.includes('bitcoin:testnet'))
      .map((key) => key.address)
    expect(events.accounts.at(-1)).toEqual({
      connectorId: satsWalletId,
      addresses: expected,
      accountTypes: ['payment', 'ordinal'],
    })
    for (const address of expected) {
      const signature = await adapter.signMessage({
        connectorId: satsWalletId,
        address,
        message: 'Hello sats',
      })
      expect(Verifier.verifySignature(address, 'Hello sats', signature)).toBe(true)
    }
  })

  test('behavior: sats-connect’s user rejection (-32000) is a 4001', async () => {
    const { adapter, approvals } = await setupWithDevWallet({ sats: true })
    const { address } = await adapter.connect({ connectorId: satsWalletId, network: bitcoinMainnet })
    approvals.setMode('reject')
    await expect(
      adapter.signMessage({ connectorId: satsWalletId, address, message: 'no' }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      rpcCode: 4001,
    })
    await expect(
      adapter.switchNetwork({ connectorId: satsWalletId, network: bitcoinTestnet }),
    ).resolves.toBeUndefined()
  })

  test('behavior: a reload restores the approved wallet (wallet_getAccount) without a prompt', async () => {
    const { adapter, approvals } = await setupWithDevWallet({ sats: true, mode: 'ask' })
    expect(await adapter.reconnect({ connectorId: satsWalletId, network: bitcoinMainnet })).toBeUndefined()
    const connecting = adapter.connect({ connectorId: satsWalletId, network: bitcoinMainnet })
    await expect.poll(() => approvals.pending().length).toBe(1)
    approvals.approve()
    const connected = await connecting
    await expect(
      adapter.reconnect({ connectorId: satsWalletId, network: bitcoinMainnet }),
    ).resolves.toMatchObject({
      address: connected.address,
      addresses: connected.addresses,
    })
  })
})
