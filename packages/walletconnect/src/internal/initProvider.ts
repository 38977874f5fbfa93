// Loaded on first use only (dynamic import): this is what pulls the WalletConnect SDK into the bundle.
import UniversalProvider from '@walletconnect/universal-provider'
import type { WalletConnectParameters } from '../walletConnect.js'

export type { UniversalProvider }

/**
 * A UniversalProvider on the configured relay, with telemetry off. It restores a session stored by an
 * earlier page by itself (`provider.session`).
 */
export function initProvider(parameters: WalletConnectParameters): Promise<UniversalProvider> {
  return UniversalProvider.init({
    projectId: parameters.projectId,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    metadata: parameters.metadata,
    telemetryEnabled: false,
    logger: 'error',
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    ...(parameters.customStoragePrefix ? { customStoragePrefix: parameters.customStoragePrefix } : {}),
  })
}
