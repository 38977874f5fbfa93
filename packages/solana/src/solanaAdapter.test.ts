import { registerWallet } from '@wallet-standard/wallet'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'
import {
  createFakeWindow,
  createRecordingEvents,
  createTestWallet,
  registerOnWindow,
  testIcon,
} from './test/index.js'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const testConnector = {
  id: 'ws:Test Wallet',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
  imageUrl: testIcon,
  installed: true,
}

describe('solanaAdapter', () => {
  test('default', () => {
    const adapter = solanaAdapter({ window: createFakeWindow() })
    expect(adapter.namespace).toBe('solana')
    expect(Object.keys(adapter).sort()).toMatchInlineSnapshot(`
      [
        "connect",
        "disconnect",
        "estimateTransferDeposit",
        "estimateTransferFee",
        "getBalance",
        "getConnectors",
        "getTransferStatus",
        "invalidAddressMessage",
        "nameCoinTypes",
        "namespace",
        "prepare",
        "readReceiver",
        "reconnect",
        "request",
        "sendTransfer",
        "setup",
        "signMessage",
        "simulateTransfer",
        "switchNetwork",
        "verifySignIn",
      ]
    `)
  })

  test('behavior: adapters do not share state', async () => {
    const window = createFakeWindow()
    const a = solanaAdapter({ window })
    const b = solanaAdapter({ window: createFakeWindow() })
    a.setup(createRecordingEvents())
    b.setup(createRecordingEvents())
    await Promise.all([a.prepare(), b.prepare()])
    registerOnWindow(window, (await createTestWallet()).wallet)
    expect(a.getConnectors().map((c) => c.id)).toEqual(['ws:Test Wallet'])
    expect(b.getConnectors()).toEqual([])
  })

  test('behavior: without a window (server rendering) nothing is found and nothing reported', async () => {
    const adapter = solanaAdapter()
    const events = createRecordingEvents()
    const cleanup = adapter.setup(events)
    await adapter.prepare()
    expect(adapter.getConnectors()).toEqual([])
    expect(events.connectors).toEqual([])
    cleanup()
  })
})

describe('discovery (Wallet Standard)', () => {
  test('default: a wallet registered by @wallet-standard/wallet before the app started is listed', async () => {
    const window = createFakeWindow()
    vi.stubGlobal('window', window)
    const { wallet } = await createTestWallet()
    // registerWallet speaks to the global window: it announces itself, then waits for the app's app-ready.
    registerWallet(wallet)
    const adapter = solanaAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    expect(events.lastConnectors()).toEqual([testConnector])
    expect(adapter.getConnectors()).toEqual([testConnector])
  })

  test('default: a wallet registered by @wallet-standard/wallet after the app started is listed', async () => {
    const window = createFakeWindow()
    vi.stubGlobal('window', window)
    const adapter = solanaAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    expect(events.connectors).toEqual([[]])
    registerWallet((await createTestWallet()).wallet)
    expect(events.connectors).toEqual([[], [testConnector]])
  })

  test('behavior: wallets stay raw until prepare; prepare validates them and lists the Solana ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    registerOnWindow(window, (await createTestWallet()).wallet)
    const adapter = solanaAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    registerOnWindow(
      window,
      (await createTestWallet({ name: 'Broken', icon: 'https://x.example/i.png' })).wallet,
    )
    // Page load: nothing looked at, nothing listed, nothing logged.
    expect(adapter.getConnectors()).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    await adapter.prepare()
    expect(events.lastConnectors()).toEqual([testConnector])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('icon')
  })

  test('behavior: a malformed wallet is skipped with a warning, the others are listed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    const adapter = solanaAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    const hostile = { ...(await createTestWallet({ name: 'Hostile' })).wallet }
    Object.defineProperty(hostile, 'features', {
      get() {
        throw new Error('gotcha')
      },
    })
    registerOnWindow(window, hostile)
    registerOnWindow(window, { name: 'Empty' } as never)
    registerOnWindow(window, (await createTestWallet()).wallet)
    expect(events.lastConnectors()).toEqual([testConnector])
    expect(warn).toHaveBeenCalledTimes(2)
    // A register-wallet event that carries no callback is not a wallet either.
    window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: 'nope' }))
    expect(warn).toHaveBeenCalledTimes(3)
  })

  test('behavior: a wallet of another chain family is skipped silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    const adapter = solanaAdapter({ window })
    adapter.setup(createRecordingEvents())
    await adapter.prepare()
    registerOnWindow(window, (await createTestWallet({ name: 'Sui Wallet', chains: ['sui:mainnet'] })).wallet)
    registerOnWindow(
      window,
      (
        await createTestWallet({
          name: 'Viewer',
          without: ['solana:signTransaction', 'solana:signAndSendTransaction'],
        })
      ).wallet,
    )
    expect(adapter.getConnectors()).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  test('behavior: an unregistered wallet leaves the list', async () => {
    const window = createFakeWindow()
    const adapter = solanaAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    const unregister = registerOnWindow(window, (await createTestWallet()).wallet)
    registerOnWindow(window, (await createTestWallet({ name: 'Other' })).wallet)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['ws:Test Wallet', 'ws:Other'])
    unregister()
    expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['ws:Other'])
  })

  test('behavior: the same wallet registering twice is listed once', async () => {
    const window = createFakeWindow()
    const adapter = solanaAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    await adapter.prepare()
    const { wallet } = await createTestWallet()
    registerOnWindow(window, wallet)
    registerOnWindow(window, wallet)
    expect(adapter.getConnectors()).toEqual([testConnector])
    expect(events.connectors).toHaveLength(2)
  })

  test('behavior: another wallet taking a listed name is kept beside it, marked, under its own id', async () => {
    const window = createFakeWindow()
    const adapter = solanaAdapter({ window })
    adapter.setup(createRecordingEvents())
    await adapter.prepare()
    const real = await createTestWallet()
    const impostor = await createTestWallet()
    registerOnWindow(window, real.wallet)
    const unregisterImpostor = registerOnWindow(window, impostor.wallet)
    expect(adapter.getConnectors()).toEqual([
      testConnector,
      { ...testConnector, id: 'ws:Test Wallet#2', info: { duplicateRdns: true } },
    ])
    unregisterImpostor()
    expect(adapter.getConnectors()).toEqual([testConnector])
  })

  test('behavior: cleanup stops listening on the window', async () => {
    const window = createFakeWindow()
    const adapter = solanaAdapter({ window })
    const cleanup = adapter.setup(createRecordingEvents())
    expect(window.listenerCount('wallet-standard:register-wallet')).toBe(1)
    cleanup()
    expect(window.listenerCount('wallet-standard:register-wallet')).toBe(0)
  })
})
