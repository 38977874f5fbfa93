import type { AdapterEvents, BasicWalletConnectConnector, ChainAdapter, ChainNamespace } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import type { WalletConnectConnector, WalletConnectParameters } from '../types.js'
import { walletConnect } from '../walletConnect.js'
import { basicNamespaces, toBasicConnector } from './toBasicConnector.js'

/** A WalletConnect connector for basic mode: also the adapter of each family it speaks (eip155, solana). */
export type BasicWalletConnect = WalletConnectConnector & BasicWalletConnectConnector

/**
 * The adapter of `namespace` as the page loads it: its connector entry at once, everything else (the
 * session's calls, the family's dialect, the typed errors) with its first call, so that page load pays
 * for basic mode no more than for `walletConnect()`.
 */
function lazyBasicAdapter(connector: WalletConnectConnector, namespace: ChainNamespace): ChainAdapter {
  let events: AdapterEvents | undefined
  let stop: (() => void) | undefined
  // A failed download is a CodeLoadError and is forgotten, so that the next call tries again.
  const load = shareLoad(() =>
    loadCode(() => import('./basicAdapter.js')).then(({ createBasicAdapter }) => {
      const adapter = createBasicAdapter(connector, namespace)
      if (events) stop = adapter.setup(events)
      return adapter
    }),
  )
  return {
    namespace,
    setup(adapterEvents) {
      events = adapterEvents
      return () => {
        stop?.()
        stop = undefined
        events = undefined
      }
    },
    getConnectors: () => [toBasicConnector(connector, namespace)],
    connect: async (p) => (await load()).connect(p),
    reconnect: async (p) => (await load()).reconnect?.(p),
    disconnect: async (p) => (await load()).disconnect(p),
    getBalance: async (p) => {
      const adapter = await load()
      if (!adapter.getBalance) throw new Error('unreachable: every basic adapter reads balances')
      return adapter.getBalance(p)
    },
    switchNetwork: async (p) => (await load()).switchNetwork?.(p),
    signMessage: async (p) => {
      const adapter = await load()
      if (!adapter.signMessage) throw new Error('unreachable: every basic adapter signs messages')
      return adapter.signMessage(p)
    },
    request: async (p) => (await load()).request?.(p),
  }
}

/**
 * Basic WalletConnect mode (spec section 2): a site with no chain adapter, whose visitors connect through
 * WalletConnect alone. Given to createFoyer as `walletConnect` (with no `adapters`), it connects every
 * eip155 and solana network of the site through one session: the modal opens on the QR code (All Wallets
 * on a phone); the account, its balance and the network switch work as with adapters, messages are
 * signed by the wallet, and `foyer.request` goes to the wallet. Sending, swaps and names need the chain's
 * own adapter (`@foyer/evm`, `@foyer/solana`) and are not offered. Its code, like the SDK, loads with the
 * first connect or restore.
 *
 * @example
 * import { createFoyer } from '@foyer/react'
 * import { walletConnectBasic } from '@foyer/walletconnect'
 *
 * const foyer = createFoyer({ projectId, networks, walletConnect: walletConnectBasic({ projectId, relayUrl }) })
 */
export function walletConnectBasic(parameters: WalletConnectParameters): BasicWalletConnect {
  const connector = walletConnect(parameters)
  return {
    ...connector,
    basicAdapter: (namespace) =>
      basicNamespaces.has(namespace) ? lazyBasicAdapter(connector, namespace) : undefined,
  }
}
