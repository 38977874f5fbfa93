// What every page of the demo site shares: the Foyer server, the project, the WalletConnect relay, the
// site's metadata and the EVM adapter (with WalletConnect when a relay runs).
import type { FoyerOptions } from '@foyer/core'
import { evmAdapter } from '@foyer/evm'
import { walletConnect } from '@foyer/walletconnect'
import { local, networks } from './networks.js'

export const apiUrl = import.meta.env.FOYER_API_URL as string
export const projectId = import.meta.env.FOYER_PROJECT_ID as string
// The local WalletConnect relay started beside the chains; the dev mobile wallet is at /wallet.
const relayUrl = import.meta.env.FOYER_RELAY_URL as string

export const metadata = {
  name: 'Harbor Exchange',
  description: 'A demo dapp that embeds Foyer',
  url: window.location.origin,
  icons: [],
}

/** The createFoyer options every demo page starts from. */
export function demoOptions(): FoyerOptions {
  return {
    projectId,
    // The Foyer server started beside the chains (wallet directory, balances, analytics).
    ...(apiUrl ? { apiUrl } : {}),
    networks,
    defaultNetwork: local[0] ?? networks[0],
    adapters: [
      evmAdapter(relayUrl ? { walletConnect: walletConnect({ projectId, relayUrl, metadata }) } : {}),
    ],
    metadata,
    // Email and social logins land in a later issue; their entry points stay off until then.
    features: { email: false, socials: false },
    themeMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches
      ? ('dark' as const)
      : ('light' as const),
  }
}
