import { createRecordingEvents } from '@foyer/core/test'
import { evmAdapter } from '../evmAdapter.js'
import type { EvmAdapterParameters } from '../types.js'
import { createFakeProvider, type FakeWalletSwitches } from './createFakeProvider.js'
import { createFakeWindow, installAnnouncingWallet, testInfo } from './createFakeWindow.js'

export const walletId = 'dev.foyer.wallet'

/** An adapter set up on a fake window where one fake wallet announces itself as `walletId`. */
export function setupWithWallet(
  switches: Partial<FakeWalletSwitches> = {},
  parameters: Omit<EvmAdapterParameters, 'window'> = {},
) {
  const provider = createFakeProvider(switches)
  const window = createFakeWindow()
  installAnnouncingWallet(window, { info: testInfo({ rdns: walletId }), provider })
  const adapter = evmAdapter({ ...parameters, window })
  const events = createRecordingEvents()
  const cleanup = adapter.setup(events)
  return { adapter, provider, window, events, cleanup }
}
