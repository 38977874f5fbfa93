import { type Address, address, getAddressEncoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { afterAll, expect, test, vi } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { createRecordingEvents, testDevnet } from '../test/index.js'

// An outside check of discovery: a wallet written the way Wallet Standard wallets ship (a class with
// getters and private state, as in the standard's example wallet), registered with
// `@wallet-standard/wallet`'s own `registerWallet` on the page's window: neither the dev wallet's code
// path nor this package's test helpers. `registerWallet` dispatches its own Event subclass (its `detail`
// is a getter over a private field) and listens for 'wallet-standard:app-ready' on the global window.
const window = new EventTarget()
vi.stubGlobal('window', window)
afterAll(() => {
  vi.unstubAllGlobals()
})

const icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

class OutsideWallet implements Wallet {
  readonly #name: string
  readonly #account: WalletAccount
  #connected = false
  readonly #listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()

  constructor(name: string, owner: Address) {
    this.#name = name
    this.#account = Object.freeze({
      address: owner,
      publicKey: new Uint8Array(getAddressEncoder().encode(owner)),
      chains: ['solana:mainnet', 'solana:devnet'] as const,
      features: ['solana:signAndSendTransaction'] as const,
    })
  }
  get version() {
    return '1.0.0' as const
  }
  get name() {
    return this.#name
  }
  get icon() {
    return icon as Wallet['icon']
  }
  get chains() {
    return ['solana:mainnet', 'solana:devnet'] as const
  }
  get accounts() {
    return this.#connected ? [this.#account] : []
  }
  get features() {
    return {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          this.#connected = true
          for (const listener of this.#listeners) listener({ accounts: this.accounts })
          return { accounts: this.accounts }
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
          this.#listeners.add(listener)
          return () => this.#listeners.delete(listener)
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async () => {
          throw new Error('not used here')
        },
      },
    }
  }
}

const ownerA = address('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')

test('default: a wallet registered with @wallet-standard/wallet, before and after the adapter starts, is listed and connects', async () => {
  // Registered before the app is ready: the wallet answers the adapter's 'wallet-standard:app-ready'.
  registerWallet(new OutsideWallet('Outside Early', ownerA))
  const adapter = solanaAdapter({ window })
  const events = createRecordingEvents()
  const cleanup = adapter.setup(events)
  await adapter.prepare()
  expect(adapter.getConnectors().map(({ id, name, chain, type }) => ({ id, name, chain, type }))).toEqual([
    { id: 'ws:Outside Early', name: 'Outside Early', chain: 'solana', type: 'ANNOUNCED' },
  ])
  expect(adapter.getConnectors()[0]?.imageUrl).toBe(icon)

  // Registered once the app listens: the 'wallet-standard:register-wallet' event reaches it.
  registerWallet(new OutsideWallet('Outside Late', ownerA))
  await adapter.prepare()
  expect(events.lastConnectors()?.map((connector) => connector.id)).toEqual([
    'ws:Outside Early',
    'ws:Outside Late',
  ])

  const result = await adapter.connect({ connectorId: 'ws:Outside Late', network: testDevnet })
  expect(result).toMatchObject({ address: ownerA, addresses: [ownerA], chainId: testDevnet.id })
  cleanup()
})
