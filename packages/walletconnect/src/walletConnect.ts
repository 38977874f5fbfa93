import type { WalletConnectPairingEvents } from '@foyer/core/internal'
import type { createPairing } from './internal/pairing.js'
import type {
  WalletConnectConnector,
  WalletConnectParameters,
  WalletConnectProvider,
  WalletConnectStorage,
} from './types.js'

export type {
  WalletConnectConnector,
  WalletConnectPairingEvents,
  WalletConnectParameters,
  WalletConnectProvider,
  WalletConnectStorage,
}

/**
 * A WalletConnect connector for the eip155 namespace: pairs through a relay (QR code or deep link), and once
 * the wallet approves, its session's EIP-1193 provider (UniversalProvider) carries every call. The SDK loads
 * on first use, so page load does not pay for it. Give it to the EVM adapter.
 *
 * @example
 * import { evmAdapter } from '@foyer/evm'
 * import { walletConnect } from '@foyer/walletconnect'
 *
 * const adapter = evmAdapter({ walletConnect: walletConnect({ projectId, relayUrl, metadata }) })
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectConnector {
  // The pairing code (and, from it, the SDK) loads with the first connect or restore, not with the page.
  let pairing: ReturnType<typeof createPairing> | undefined
  let loading: Promise<ReturnType<typeof createPairing>> | undefined
  const load = () =>
    (loading ??= import('./internal/pairing.js').then(({ createPairing }) => {
      pairing = createPairing(parameters)
      return pairing
    }))
  return {
    id: parameters.id ?? 'walletConnect',
    name: parameters.name ?? 'WalletConnect',
    imageUrl: parameters.imageUrl,
    getProvider: () => pairing?.getProvider(),
    connect: async (p) => (await load()).connect(p),
    restore: async (p) => (await load()).restore(p),
    // Never loaded: there is no session to end.
    disconnect: async () => pairing?.disconnect(),
    getApprovedNetworks: () => pairing?.getApprovedNetworks(),
  }
}
