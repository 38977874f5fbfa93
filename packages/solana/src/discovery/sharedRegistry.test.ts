import { getWallets } from '@wallet-standard/app'
import { registerWallet } from '@wallet-standard/wallet'
import { afterAll, expect, test, vi } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { createFakeWindow, createRecordingEvents, createTestWallet } from '../test/index.js'

// @wallet-standard/app keeps one registry per page, bound to the global window when first asked: this
// file stubs that window once, before anything asks.
const window = createFakeWindow()
vi.stubGlobal('window', window)
afterAll(() => {
  vi.unstubAllGlobals()
})

test('default: without a window option, the adapter reads the page’s shared registry (getWallets)', async () => {
  const early = await createTestWallet({ name: 'Early' })
  registerWallet(early.wallet)
  const adapter = solanaAdapter()
  const events = createRecordingEvents()
  const cleanup = adapter.setup(events)
  await adapter.prepare()
  expect(adapter.getConnectors().map((c) => c.id)).toEqual(['ws:Early'])

  // Wallets registered later, through the window or programmatically (getWallets().register), are listed;
  // unregistering takes them off.
  registerWallet((await createTestWallet({ name: 'Late' })).wallet)
  const unregister = getWallets().register((await createTestWallet({ name: 'Wrapped' })).wallet)
  expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['ws:Early', 'ws:Late', 'ws:Wrapped'])
  unregister()
  expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['ws:Early', 'ws:Late'])

  // After cleanup the adapter no longer follows the shared registry.
  cleanup()
  registerWallet((await createTestWallet({ name: 'After' })).wallet)
  expect(events.lastConnectors()?.map((c) => c.id)).toEqual(['ws:Early', 'ws:Late'])
})
