// Loaded on first use only (dynamic import): this is what pulls the WalletConnect SDK into the bundle.
import UniversalProvider from '@walletconnect/universal-provider'
import type { WalletConnectMetadata, WalletConnectParameters } from '../types.js'
import { pairingMetadata } from './pairingMetadata.js'

export type { UniversalProvider }

/**
 * A UniversalProvider on the configured relay, with telemetry off. It restores a session stored by an
 * earlier page by itself (`provider.session`).
 */
export async function initProvider(
  parameters: WalletConnectParameters,
  siteMetadata?: WalletConnectMetadata,
): Promise<UniversalProvider> {
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    metadata: pairingMetadata(parameters.metadata, siteMetadata),
    telemetryEnabled: false,
    logger: 'error',
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    ...(parameters.customStoragePrefix ? { customStoragePrefix: parameters.customStoragePrefix } : {}),
  })
  if (parameters.verify !== true) turnVerifyOff(provider)
  return provider
}

/**
 * WalletConnect Verify loads a hidden iframe from verify.walletconnect.org (with the project id and the
 * site's origin) before every session proposal and waits up to 5 s for it: a vendor host the site did not
 * configure, and a QR code that shows seconds late when that host cannot be reached. The SDK accepts no
 * other Verify host (its URL must be on a built-in list) and has no switch but its own test mode, which
 * skips the attestation and sends an empty one (wallets then see the request as unverified, as they do
 * for any site without Verify). That mode is what `verify: false` (the default) sets on this client.
 */
function turnVerifyOff(provider: UniversalProvider) {
  const verify = provider.client?.core?.verify as { isDevEnv?: boolean } | undefined
  if (!verify || !('isDevEnv' in verify)) {
    throw new Error('Foyer: this WalletConnect SDK version has no Verify test mode to turn Verify off')
  }
  verify.isDevEnv = true
}
