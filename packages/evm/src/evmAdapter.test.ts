import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import {
  announce,
  createFakeProvider,
  createFakeWindow,
  createRecordingEvents,
  installAnnouncingWallet,
  testIcon,
  testInfo,
} from './test/index.js'

afterEach(() => {
  vi.restoreAllMocks()
})

const injectedAbsent = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: false,
}

describe('evmAdapter', () => {
  test('default', () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.features).toEqual({
      embeddedWallet: true,
      identities: true,
      onramp: true,
      eip1193Provider: true,
    })
    expect(Object.keys(adapter).sort()).toMatchInlineSnapshot(`
      [
        "checkRequest",
        "connect",
        "disconnect",
        "estimateTransferFee",
        "features",
        "getBalance",
        "getConnectors",
        "getTransferStatus",
        "nameCoinTypes",
        "namespace",
        "needsSwapApproval",
        "preferredNetwork",
        "prepare",
        "prepareSwap",
        "prepareSwapApproval",
        "quoteSwap",
        "readReceiver",
        "reconnect",
        "request",
        "sendSwapTransaction",
        "sendTransfer",
        "setup",
        "signMessage",
        "simulateCalls",
        "simulateTransfer",
        "switchNetwork",
      ]
    `)
  })

  test('behavior: adapters do not share state', async () => {
    const window = createFakeWindow()
    const a = evmAdapter({ window })
    await a.prepare?.()
    const b = evmAdapter({ window: createFakeWindow() })
    a.setup(createRecordingEvents())
    b.setup(createRecordingEvents())
    announce(window, { info: testInfo(), provider: createFakeProvider() })
    expect(a.getConnectors().map((c) => c.id)).toEqual(['dev.foyer.wallet', 'injected'])
    expect(b.getConnectors().map((c) => c.id)).toEqual(['injected'])
  })

  test('behavior: without a window (server rendering) only the empty legacy slot is listed', () => {
    const adapter = evmAdapter({ window: undefined })
    const events = createRecordingEvents()
    const cleanup = adapter.setup(events)
    expect(adapter.getConnectors()).toEqual([injectedAbsent])
    expect(events.connectors).toEqual([])
    cleanup()
  })
})

describe('discovery (EIP-6963)', () => {
  test('default: requests providers on setup and lists the announced wallet', async () => {
    const window = createFakeWindow()
    const provider = createFakeProvider()
    installAnnouncingWallet(window, { info: testInfo(), provider })
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    const events = createRecordingEvents()

    adapter.setup(events)

    expect(window.requestCount).toBe(1)
    const expected = [
      {
        id: 'dev.foyer.wallet',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: testIcon,
        info: { rdns: 'dev.foyer.wallet' },
        installed: true,
      },
      injectedAbsent,
    ]
    expect(events.lastConnectors()).toEqual(expected)
    expect(adapter.getConnectors()).toEqual(expected)
  })

  test('behavior: announcements stay raw until prepare; prepare validates them and lists the wallets', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    installAnnouncingWallet(window, { info: testInfo(), provider: createFakeProvider() })
    const adapter = evmAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)
    announce(window, { info: testInfo({ rdns: 'not a reverse dns' }), provider: createFakeProvider() })
    // Page load: nothing looked at, nothing listed, nothing logged.
    expect(adapter.getConnectors()).toEqual([injectedAbsent])
    expect(warn).not.toHaveBeenCalled()
    await adapter.prepare?.()
    expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['dev.foyer.wallet', 'injected'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('behavior: reports the legacy slot once when no wallet announces', () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    const events = createRecordingEvents()
    adapter.setup(events)
    expect(events.connectors).toEqual([[injectedAbsent]])
  })

  test('behavior: a wallet announcing after setup is reported', async () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    const events = createRecordingEvents()
    adapter.setup(events)

    announce(window, { info: testInfo(), provider: createFakeProvider() })

    expect(events.connectors).toHaveLength(2)
    expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['dev.foyer.wallet', 'injected'])
  })

  test('behavior: another provider announcing a taken rdns is kept beside the first and marked; neither hides the other', async () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    const events = createRecordingEvents()
    adapter.setup(events)
    const real = createFakeProvider()
    const impostor = createFakeProvider()

    announce(window, { info: testInfo({ name: 'Dev Wallet' }), provider: real })
    announce(window, { info: testInfo({ name: 'Dev Wallet', uuid: 'another-uuid' }), provider: impostor })

    const announced = adapter.getConnectors().filter((c) => c.type === 'ANNOUNCED')
    expect(announced.map((c) => [c.id, c.info])).toEqual([
      ['dev.foyer.wallet', { rdns: 'dev.foyer.wallet' }],
      ['dev.foyer.wallet#another-uuid', { rdns: 'dev.foyer.wallet', duplicateRdns: true }],
    ])
  })

  test('behavior: the same provider announcing again (same uuid) updates its entry', async () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    adapter.setup(createRecordingEvents())
    const provider = createFakeProvider()
    announce(window, { info: testInfo({ name: 'Old name' }), provider })
    announce(window, { info: testInfo({ name: 'New name' }), provider })
    const announced = adapter.getConnectors().filter((c) => c.type === 'ANNOUNCED')
    expect(announced.map((c) => [c.id, c.name])).toEqual([['dev.foyer.wallet', 'New name']])
  })

  test('behavior: the same announcement twice is reported once', async () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    const events = createRecordingEvents()
    adapter.setup(events)
    const detail = { info: testInfo(), provider: createFakeProvider() }

    announce(window, detail)
    announce(window, { ...detail, info: { ...detail.info } })

    expect(events.connectors).toHaveLength(2)
  })

  test('behavior: two wallets are both listed, in announcement order', async () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    adapter.setup(createRecordingEvents())
    announce(window, {
      info: testInfo({ rdns: 'io.metamask', name: 'MetaMask' }),
      provider: createFakeProvider(),
    })
    announce(window, { info: testInfo({ rdns: 'dev.foyer.wallet' }), provider: createFakeProvider() })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['io.metamask', 'dev.foyer.wallet', 'injected'])
  })

  test.each([
    [
      'a javascript: icon',
      { info: testInfo({ icon: 'javascript:alert(document.cookie)' }), provider: createFakeProvider() },
    ],
    ['a provider without request', { info: testInfo(), provider: { on: () => undefined } }],
    ['no detail', undefined],
  ])('behavior: ignores and logs an announcement with %s', async (_, detail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    const events = createRecordingEvents()
    adapter.setup(events)

    announce(window, detail)

    expect(events.connectors).toHaveLength(1)
    expect(adapter.getConnectors()).toEqual([injectedAbsent])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('invalid EIP-6963 announcement')
  })

  test('behavior: an invalid announcement does not replace a valid one with the same rdns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    adapter.setup(createRecordingEvents())
    announce(window, { info: testInfo(), provider: createFakeProvider() })
    announce(window, {
      info: testInfo({ icon: 'javascript:void(0)', name: 'Evil' }),
      provider: createFakeProvider(),
    })
    expect(adapter.getConnectors()[0]).toMatchObject({ name: 'Dev Wallet', imageUrl: testIcon })
  })

  test('behavior: cleanup removes the listeners', () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    const events = createRecordingEvents()
    const cleanup = adapter.setup(events)
    expect(window.listenerCount('eip6963:announceProvider')).toBe(1)

    cleanup()

    expect(window.listenerCount('eip6963:announceProvider')).toBe(0)
    expect(window.listenerCount('ethereum#initialized')).toBe(0)
    announce(window, { info: testInfo(), provider: createFakeProvider() })
    expect(events.connectors).toHaveLength(1)
  })
})

describe('legacy injected connector', () => {
  test('default: window.ethereum present → installed', () => {
    const adapter = evmAdapter({ window: createFakeWindow({ ethereum: createFakeProvider() }) })
    const events = createRecordingEvents()
    adapter.setup(events)
    expect(events.lastConnectors()).toEqual([{ ...injectedAbsent, installed: true }])
  })

  test('behavior: window.ethereum absent → listed as not installed', () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    expect(adapter.getConnectors()).toEqual([injectedAbsent])
  })

  test('behavior: window.ethereum without a request function counts as absent', () => {
    const adapter = evmAdapter({ window: createFakeWindow({ ethereum: { isMetaMask: true } }) })
    expect(adapter.getConnectors()).toEqual([injectedAbsent])
  })

  test('behavior: omitted when window.ethereum is the provider of an announced wallet', async () => {
    const provider = createFakeProvider()
    const window = createFakeWindow({ ethereum: provider })
    installAnnouncingWallet(window, { info: testInfo(), provider })
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    const events = createRecordingEvents()
    adapter.setup(events)
    expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['dev.foyer.wallet'])
  })

  test('behavior: kept when window.ethereum is another provider than the announced ones', async () => {
    const window = createFakeWindow({ ethereum: createFakeProvider() })
    installAnnouncingWallet(window, { info: testInfo(), provider: createFakeProvider() })
    const adapter = evmAdapter({ window })
    await adapter.prepare?.()
    adapter.setup(createRecordingEvents())
    expect(adapter.getConnectors().map((c) => [c.id, c.installed])).toEqual([
      ['dev.foyer.wallet', true],
      ['injected', true],
    ])
  })

  test('behavior: a wallet injecting late (ethereum#initialized) is reported', () => {
    const window = createFakeWindow()
    const adapter = evmAdapter({ window })
    const events = createRecordingEvents()
    adapter.setup(events)

    window.ethereum = createFakeProvider()
    window.dispatchEvent(new Event('ethereum#initialized'))

    expect(events.lastConnectors()).toEqual([{ ...injectedAbsent, installed: true }])
  })
})
