import type { Network } from '@foyer/core'
import { createRecordingEvents } from '@foyer/core/test'
// Through '@foyer/devnet/polkadot' once packages/devnet/package.json exports it.
import { type CreatePolkadotDevWalletParameters, injectPolkadotDevWallet } from '@foyer/devnet/polkadot'
import { polkadot } from '../networks.js'
import { polkadotAdapter } from '../polkadotAdapter.js'
import type { PolkadotAdapterParameters, PolkadotWindow } from '../types.js'

export const devWalletId = 'injectedWeb3:foyer-dev'

/** An adapter set up (and prepared) on a fake window where the Polkadot dev wallet is injected. */
export async function setupWithDevWallet(
  wallet: CreatePolkadotDevWalletParameters = { mode: 'approve' },
  adapter: Omit<PolkadotAdapterParameters, 'window'> = {},
  networks: Network[] = [polkadot],
) {
  // An EventTarget, as a page's window is: discovery listens to its 'load' and 'focus'.
  const window: PolkadotWindow & EventTarget & { injectedWeb3: Record<string, unknown> } = Object.assign(
    new EventTarget(),
    { injectedWeb3: {} },
  )
  const dev = injectPolkadotDevWallet(window, wallet)
  const polkadotAdapterInstance = polkadotAdapter({ window, ...adapter })
  const events = createRecordingEvents(networks)
  const cleanup = polkadotAdapterInstance.setup(events)
  await polkadotAdapterInstance.prepare()
  return { adapter: polkadotAdapterInstance, dev, window, events, cleanup }
}
