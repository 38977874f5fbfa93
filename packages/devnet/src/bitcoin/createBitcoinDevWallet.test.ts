import { createMemoryStorage } from '@foyer/core'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { BitcoinStandardFeatures } from './bitcoinStandardFeatures.js'
import { createBitcoinDevSigner } from './createBitcoinDevSigner.js'
import { createBitcoinDevWallet } from './createBitcoinDevWallet.js'
import { createSatsConnectDevProvider } from './createSatsConnectDevProvider.js'
import {
  BITCOIN_DEV_RDNS,
  BITCOIN_DEV_WALLET_NAME,
  injectSatsConnectProvider,
} from './registerBitcoinDevWallet.js'

function setup(mode: 'approve' | 'reject' | 'ask' = 'approve', storage = createMemoryStorage()) {
  const approvals = createApprovalQueue({ mode })
  const signer = createBitcoinDevSigner({
    rdns: BITCOIN_DEV_RDNS,
    name: BITCOIN_DEV_WALLET_NAME,
    chains: ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet'],
    storage,
    origin: 'http://127.0.0.1:5173',
    approvals,
  })
  const { wallet } = createBitcoinDevWallet({ signer, name: BITCOIN_DEV_WALLET_NAME })
  return { wallet, signer, approvals, storage, features: wallet.features as BitcoinStandardFeatures }
}

describe('createBitcoinDevWallet', () => {
  test('default: connect asks once in the panel; a payment (p2wpkh) and an ordinals (p2tr) account per address family', async () => {
    const { features, approvals, wallet, storage } = setup('ask')
    expect(wallet.chains).toEqual(['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet'])
    const connecting = features['bitcoin:connect'].connect({ purposes: ['ordinals', 'payment'] })
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({ method: 'bitcoin:connect', rdns: BITCOIN_DEV_RDNS })
    approvals.approve()
    const { accounts } = await connecting
    expect(accounts.map((account) => [account.address.slice(0, 4), account.chains])).toEqual([
      ['bc1q', ['bitcoin:mainnet']],
      ['bc1p', ['bitcoin:mainnet']],
      ['tb1q', ['bitcoin:testnet', 'bitcoin:signet']],
      ['tb1p', ['bitcoin:testnet', 'bitcoin:signet']],
    ])
    expect(accounts.map((account) => (account as WalletAccount & { purpose: string }).purpose)).toEqual([
      'payment',
      'ordinals',
      'payment',
      'ordinals',
    ])
    // A reload (a new wallet on the same storage) has the accounts at once, with no prompt.
    expect(setup('ask', storage).wallet.accounts.map((account) => account.address)).toEqual(
      accounts.map((account) => account.address),
    )
  })

  test('parameters: mode — reject answers 4001 at once; approve signs without a prompt', async () => {
    const rejecting = setup('reject')
    await expect(
      rejecting.features['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    const approving = setup('approve')
    const { accounts } = await approving.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const [output] = await approving.features['bitcoin:signMessage'].signMessage({
      account: accounts[0]!,
      message: new TextEncoder().encode('hi'),
    })
    expect(output?.signature.length).toBeGreaterThan(64)
  })

  test('behavior: an account that is not connected is 4100; a vanished wallet 4900 and no account', async () => {
    const { features, signer, wallet } = setup()
    const stranger = {
      address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      publicKey: new Uint8Array(),
      chains: [],
      features: [],
    }
    await expect(
      features['bitcoin:signMessage'].signMessage({ account: stranger, message: new Uint8Array() }),
    ).rejects.toMatchObject({ code: 4100 })
    await features['bitcoin:connect'].connect({ purposes: ['payment'] })
    signer.vanish()
    expect(wallet.accounts).toEqual([])
    await expect(features['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toMatchObject({
      code: 4900,
    })
  })
})

describe('createSatsConnectDevProvider', () => {
  test('default: JSON-RPC answers; a declined prompt is sats-connect’s -32000; btc_providers announces it', async () => {
    const { signer, approvals } = setup('ask')
    const { provider } = createSatsConnectDevProvider({ signer })
    const page: Record<string, unknown> = {}
    injectSatsConnectProvider(page, provider)
    expect(page.btc_providers).toMatchObject([
      { id: 'FoyerSatsDev.BitcoinProvider', name: 'Foyer Sats Dev Wallet' },
    ])
    const connecting = provider.request('wallet_connect', { addresses: ['payment'] })
    await expect.poll(() => approvals.pending().length).toBe(1)
    approvals.reject()
    await expect(connecting).resolves.toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } })
    approvals.setMode('approve')
    await expect(provider.request('wallet_connect', { addresses: ['payment'] })).resolves.toMatchObject({
      result: {
        addresses: [{ purpose: 'payment', addressType: 'p2wpkh' }],
        network: { bitcoin: { name: 'Mainnet' } },
      },
    })
    await expect(provider.request('nope')).resolves.toMatchObject({ error: { code: -32601 } })
  })
})
