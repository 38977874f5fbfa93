import { createMemoryStorage } from '@foyer/core'
import { createRecordingEvents } from '@foyer/core/test'
import { createBitcoinDevSigner, createBitcoinDevWallet } from '@foyer/devnet/bitcoin'
import { createApprovalQueue } from '@foyer/devnet/wallet'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter.js'
import { bitcoinMainnet } from '../networks.js'
import { createFakeWindow, devWalletId, registerOnWindow, setupWithDevWallet } from '../test/index.js'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A wallet of the dev wallet's make with other keys' storage and prompts (what an impostor script registers). */
function impostorWallet(name: string) {
  const approvals = createApprovalQueue({ mode: 'approve' })
  const signer = createBitcoinDevSigner({
    rdns: 'evil.example',
    name,
    chains: ['bitcoin:mainnet'],
    storage: createMemoryStorage(),
    origin: 'http://127.0.0.1:5173',
    approvals,
  })
  return createBitcoinDevWallet({ signer, name }).wallet
}

describe('discovery', () => {
  test('behavior: an impostor announcing the dev wallet’s name is listed apart and marked; it cannot take its id', async () => {
    const { window, adapter, events } = await setupWithDevWallet()
    registerOnWindow(window, impostorWallet('Foyer Bitcoin Dev Wallet'))
    expect(events.lastConnectors()?.map(({ id, info }) => ({ id, info }))).toEqual([
      { id: devWalletId, info: undefined },
      { id: `${devWalletId}#2`, info: { duplicateRdns: true } },
    ])
    // The real wallet is still the one behind its id.
    const { address } = await adapter.connect({ connectorId: devWalletId, network: bitcoinMainnet })
    expect(address).toMatch(/^bc1q/)
  })

  test('behavior: malformed announcements are refused at the edge (zod) with a warning; other families silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    const good = impostorWallet('Real Wallet')
    const variants: unknown[] = [
      { ...good, name: '' },
      { ...good, name: 'Bad\u202Ename' },
      { ...good, icon: 'https://evil.example/icon.svg' },
      { ...good, icon: 'data:text/html;base64,PHNjcmlwdD4=' },
      { ...good, chains: 'bitcoin:mainnet' },
      { ...good, features: null },
      Object.defineProperty({ ...good }, 'name', {
        get() {
          throw new Error('trap')
        },
      }),
    ]
    for (const variant of variants) registerOnWindow(window, variant as Wallet)
    // A Solana wallet, and one without bitcoin:connect: not Bitcoin wallets, not malformed.
    registerOnWindow(window, { ...good, name: 'Solana Only', chains: ['solana:mainnet'] } as Wallet)
    registerOnWindow(window, { ...good, name: 'No Connect', features: {} } as Wallet)
    registerOnWindow(window, good)
    const adapter = bitcoinAdapter({ window, satsConnect: false })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    expect(events.lastConnectors()?.map((connector) => connector.id)).toEqual(['ws:Real Wallet'])
    expect(warn).toHaveBeenCalledTimes(variants.length)
  })

  test('behavior: malformed sats-connect entries (bad id path, no provider, a getter that throws) are refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
    const provider = { request: async () => ({ jsonrpc: '2.0', id: '1', result: null }) }
    window.Good = { BitcoinProvider: provider }
    window.NoRequest = { BitcoinProvider: {} }
    window.btc_providers = [
      { id: 'Good.BitcoinProvider', name: 'Good', icon },
      { id: '__proto__.polluted', name: 'Proto', icon },
      { id: 'constructor', name: 'Ctor', icon },
      { id: 'NoRequest.BitcoinProvider', name: 'No request', icon },
      { id: 'Missing.BitcoinProvider', name: 'Missing', icon },
      { id: 'Good.BitcoinProvider', name: 'Good again', icon },
      { id: 'Bad[0]', name: 'Brackets', icon },
      { id: 'Good.BitcoinProvider', name: 'Link', icon: 'javascript:alert(1)' },
    ]
    const adapter = bitcoinAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    expect(events.lastConnectors()).toEqual([
      {
        id: 'sats:Good.BitcoinProvider',
        name: 'Good',
        type: 'INJECTED',
        chain: 'bip122',
        imageUrl: icon,
        installed: true,
      },
    ])
    expect(warn).toHaveBeenCalledTimes(6)
  })
})
