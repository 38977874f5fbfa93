import type { WalletConnectPairingEvents } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import type { createPairing } from './internal/pairing.js'
import type {
  WalletConnectConnector,
  WalletConnectMetadata,
  WalletConnectParameters,
  WalletConnectProvider,
  WalletConnectStorage,
} from './types.js'

export type {
  WalletConnectConnector,
  WalletConnectMetadata,
  WalletConnectPairingEvents,
  WalletConnectParameters,
  WalletConnectProvider,
  WalletConnectStorage,
}

/**
 * A WalletConnect connector: pairs through a relay (QR code or deep link), and once the wallet approves,
 * its session carries every call. One session serves every family the site has: the proposal asks for
 * the eip155 and solana networks of the site, and each adapter given this same connector reads its own
 * namespace of the session (eip155 through an EIP-1193 provider). The SDK loads on first use, so page
 * load does not pay for it.
 *
 * @example
 * import { evmAdapter } from '@foyer/evm'
 * import { solanaAdapter } from '@foyer/solana'
 * import { walletConnect } from '@foyer/walletconnect'
 *
 * // The wallet is shown createFoyer's `metadata` unless the connector is given its own.
 * const connector = walletConnect({ projectId, relayUrl })
 * const adapters = [evmAdapter({ walletConnect: connector }), solanaAdapter({ walletConnect: connector })]
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectConnector {
  // The pairing code (and, from it, the SDK) loads with the first connect or restore, not with the page.
  let pairing: ReturnType<typeof createPairing> | undefined
  // A failed download is a CodeLoadError and is forgotten, so that the next connect tries again.
  const load = shareLoad(() =>
    loadCode(() => import('./internal/pairing.js')).then(({ createPairing }) => {
      pairing = createPairing(parameters)
      return pairing
    }),
  )
  return {
    id: parameters.id ?? 'walletConnect',
    name: parameters.name ?? 'WalletConnect',
    imageUrl: parameters.imageUrl,
    getProvider: (family) => pairing?.getProvider(family),
    getAccounts: (family) => pairing?.getAccounts(family) ?? [],
    connect: async (p) => (await load()).connect(p),
    restore: async (p) => (await load()).restore(p),
    // Never loaded: there is no session to end.
    disconnect: async () => pairing?.disconnect(),
    getApprovedNetworks: (family) => pairing?.getApprovedNetworks(family),
    getSessionProperties: () => pairing?.getSessionProperties(),
  }
}
