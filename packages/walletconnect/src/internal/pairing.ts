import { CodeLoadError, type Network, type Siwx, type WalletConnectPairingEvents } from '@foyer/core'
import { loadCode, shareLoad } from '@foyer/core/adapter'
import { RelayUnreachableError } from '../errors.js'
import type {
  WalletConnectConnector,
  WalletConnectMetadata,
  WalletConnectParameters,
  WalletConnectProvider,
} from '../types.js'
import type { UniversalProvider } from './initProvider.js'
import { scopedProvider } from './scopedProvider.js'
import { accountsOf, approvedNetworksOf } from './sessionNamespaces.js'
import { createAttempts, waitForSession } from './waitForSession.js'

const loadSdk = () => loadCode(() => import('./initProvider.js'))

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * The pairing behind `walletConnect()`, loaded with its first call: the SDK (itself loaded on first use),
 * pairing with its URI expiry and retries, one-click sign-in, session restore and disconnect.
 */
export function createPairing(
  parameters: WalletConnectParameters,
): Omit<WalletConnectConnector, 'id' | 'name' | 'imageUrl'> {
  const relayTimeoutMs = parameters.relayTimeoutMs ?? 20_000
  let provider: UniversalProvider | undefined
  let pairing: Promise<WalletConnectProvider> | undefined

  const unreachable = () => new RelayUnreachableError({ details: parameters.relayUrl })
  /**
   * The SDK and its provider, initialised once. When the relay is unreachable the SDK keeps retrying in the
   * background: a later call waits for that same initialisation again (a retry), bounded by the timeout.
   */
  const initialize = shareLoad((siteMetadata: WalletConnectMetadata | undefined) =>
    loadSdk()
      .then(({ initProvider }) => initProvider(parameters, siteMetadata))
      .then(
        (loaded) => {
          provider = loaded
          return loaded
        },
        (error: unknown) => {
          // The SDK's own code not downloaded is not the relay's fault.
          throw error instanceof CodeLoadError ? error : new RelayUnreachableError({ cause: error })
        },
      ),
  )
  const load = (siteMetadata: WalletConnectMetadata | undefined): Promise<UniversalProvider> =>
    withTimeout(initialize(siteMetadata), relayTimeoutMs, unreachable)

  const attempts = createAttempts()
  let listening = false

  const pair = async (
    networks: readonly Network[],
    events: WalletConnectPairingEvents,
    siwx: Siwx | undefined,
    siteMetadata: WalletConnectMetadata | undefined,
  ): Promise<WalletConnectProvider> => {
    events.walletConnectChanged({ buffering: true, error: false, uri: undefined, pairingExpiry: undefined })
    let universal: UniversalProvider
    try {
      universal = await load(siteMetadata)
    } catch (error) {
      events.walletConnectChanged({ buffering: false, error: true })
      throw error
    }
    if (universal.session) return scopedProvider(universal, 'eip155')
    if (!listening) {
      listening = true
      universal.on('display_uri', (uri: string) => {
        if (attempts.current) attempts.current.uri = uri
        attempts.onUri?.(uri)
      })
    }

    return waitForSession({ universal, networks, siwx, events, attempts, relayTimeoutMs, unreachable })
  }

  return {
    getProvider: (family = 'eip155') =>
      provider?.session && accountsOf(provider, family).length > 0
        ? scopedProvider(provider, family)
        : undefined,
    getAccounts: (family) => accountsOf(provider, family),
    connect({ networks, events, siwx, metadata }) {
      // A second connect while pairing (the visitor came back to the view) shares the pairing.
      pairing ??= pair(networks, events, siwx, metadata).finally(() => {
        pairing = undefined
      })
      return pairing
    },
    async restore({ metadata }) {
      const universal = await load(metadata)
      return universal.session ? scopedProvider(universal, 'eip155') : undefined
    },
    async disconnect() {
      if (!provider?.session) return
      await provider.disconnect()
    },
    getApprovedNetworks: (family = 'eip155') => approvedNetworksOf(provider, family),
    getSessionProperties: () => (provider?.session ? { ...provider.session.sessionProperties } : undefined),
  }
}
