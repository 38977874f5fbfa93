import type { Network } from '@foyer/core'
import { createRecordingEvents } from '@foyer/core/test'
import { solanaAdapter } from '../solanaAdapter.js'
import { createFakeWindow, registerOnWindow } from './createFakeWindow.js'
import { type CreateTestWalletParameters, createTestWallet } from './createTestWallet.js'
import { testDevnet } from './testNetworks.js'

export const walletId = 'ws:Test Wallet'

/**
 * An adapter set up on a fake window where one test wallet registered, validated (prepared); `networks`
 * are the host's requested networks.
 */
export async function setupWithWallet(
  parameters: CreateTestWalletParameters = {},
  networks: Network[] = [testDevnet],
) {
  const testWallet = await createTestWallet(parameters)
  const window = createFakeWindow()
  const unregister = registerOnWindow(window, testWallet.wallet)
  const adapter = solanaAdapter({ window })
  const events = createRecordingEvents(networks)
  const cleanup = adapter.setup(events)
  await adapter.prepare()
  return { adapter, ...testWallet, testWallet, window, events, cleanup, unregister }
}
