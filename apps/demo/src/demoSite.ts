// What every page of the demo site shares: the Foyer server, the project, the WalletConnect relay, the
// site's metadata, the EVM adapter (with WalletConnect when a relay runs) and the Solana adapter.
import type { FoyerOptions } from '@foyer/core'
import { evmAdapter } from '@foyer/evm'
import { solanaAdapter } from '@foyer/solana'
import { walletConnect } from '@foyer/walletconnect'
import { harborVault } from './harborVault.js'
import { harborVaultSolana } from './harborVaultSolana.js'
import { local, networks, solanaLocal } from './networks.js'

export const apiUrl = import.meta.env.FOYER_API_URL as string
export const projectId = import.meta.env.FOYER_PROJECT_ID as string
// The local WalletConnect relay started beside the chains; the dev mobile wallet is at /wallet.
export const relayUrl = import.meta.env.FOYER_RELAY_URL as string
const frameUrl = loopbackFrameUrl(import.meta.env.FOYER_FRAME_URL as string)

/**
 * The frame's URL for this page: on this machine, under the page's own loopback name. A page opened on
 * http://localhost then loads the frame from localhost too (the same site, so Chromium lets the frame keep
 * its storage), where WebAuthn works: it refuses an IP address such as 127.0.0.1 as a passkey's rp id, so
 * recovery by passkey is offered only there. Any other frame URL is used as it is.
 */
function loopbackFrameUrl(configured: string): string {
  const loopback = ['127.0.0.1', 'localhost']
  if (!configured || !loopback.includes(window.location.hostname)) return configured
  const url = new URL(configured)
  if (!loopback.includes(url.hostname)) return configured
  url.hostname = window.location.hostname
  return url.href
}

export const metadata = {
  name: 'Harbor Exchange',
  description: 'A demo dapp that embeds Foyer',
  url: window.location.origin,
  icons: [],
}

/** `?locale=` when it is a language tag (a URL parameter is untrusted: anything else is ignored). */
function localeParameter(): string | undefined {
  const value = new URLSearchParams(window.location.search).get('locale')
  if (!value) return undefined
  try {
    return Intl.getCanonicalLocales(value)[0]
  } catch {
    return undefined
  }
}

export const locale = localeParameter()

/**
 * `?solana=off`: the site as an EVM-only one (no Solana network, no Solana adapter). WalletConnect's
 * one-click sign-in (pairing and sign-in in one approval) is offered only to sites whose networks are all
 * eip155 (spec section 4), so this is how the demo shows it.
 */
export const withSolana =
  solanaLocal.length > 0 && new URLSearchParams(window.location.search).get('solana') !== 'off'

/** `?logger=on`: the secure login frame logs what it does to the console (the `enableLogger` option). */
const enableLogger = new URLSearchParams(window.location.search).get('logger') === 'on'

/**
 * `?customWallet=on`: the site adds a wallet of its own (the `customWallets` option), one the directory
 * does not have: the dev mobile wallet served at /wallet, as a web app. Choosing it in Connect (or finding
 * it in All Wallets) shows the WalletConnect QR code, and its 'Open' button opens the dev mobile wallet
 * in a new tab, which pairs with the page at once.
 */
const withCustomWallet = new URLSearchParams(window.location.search).get('customWallet') === 'on'

function demoCustomWallets(): NonNullable<FoyerOptions['customWallets']> {
  const { origin } = window.location
  return [
    {
      id: 'foyer-demo-wallet',
      name: 'Foyer Demo Wallet',
      homepage: `${origin}/wallet`,
      imageUrl: `${origin}/demo-wallet.svg`,
      mobileLink: `${origin}/wallet`,
      desktopLink: `${origin}/wallet`,
      webappLink: `${origin}/wallet`,
    },
  ]
}

/**
 * `?vault=on`: the site brings a wallet of its own, Harbor Vault (`evmAdapter({ connectors })`, an external
 * connector), listed after the featured wallets (harborVault.ts); with the Solana ledger, its Solana
 * account too (`solanaAdapter({ connectors })` under the same id, harborVaultSolana.ts): one wallet, one
 * row in Connect, and connecting it connects both families.
 */
const withVault = new URLSearchParams(window.location.search).get('vault') === 'on'

/**
 * The social login buttons in Connect (issue #27), through the devnet's identity providers and Farcaster
 * relay, as the spec's defaults offer them; `?socials=off` hides them (Connect with wallets and email only).
 */
const withSocials = new URLSearchParams(window.location.search).get('socials') !== 'off'

let connector: ReturnType<typeof walletConnect> | undefined
/**
 * The page's one WalletConnect connector (undefined without a relay): every family's adapter is given the
 * same one, so that a phone wallet pairs once for all of them (EVM and Solana; Bitcoin and Polkadot on
 * /families/). The phone is shown the site's `metadata` (the connector is given none of its own).
 */
export function demoWalletConnect(): ReturnType<typeof walletConnect> | undefined {
  if (relayUrl) connector ??= walletConnect({ projectId, relayUrl })
  return connector
}

/** The createFoyer options every demo page starts from. */
export function demoOptions(): FoyerOptions {
  const connector = demoWalletConnect()
  return {
    projectId,
    // The Foyer server started beside the chains (wallet directory, balances, analytics).
    ...(apiUrl ? { apiUrl } : {}),
    networks: withSolana ? networks : networks.filter((network) => network.chainNamespace !== 'solana'),
    defaultNetwork: local[0] ?? networks[0],
    adapters: [
      evmAdapter({
        ...(connector ? { walletConnect: connector } : {}),
        ...(withVault ? { connectors: [harborVault()] } : {}),
      }),
      // Solana wallets (Wallet Standard) when the local Solana ledger runs. The test is on the build's
      // constant, so that a build without a ledger leaves the Solana adapter out entirely.
      ...(import.meta.env.FOYER_SOLANA && withSolana
        ? [
            solanaAdapter({
              ...(connector ? { walletConnect: connector } : {}),
              ...(withVault && solanaLocal[0] ? { connectors: [harborVaultSolana(solanaLocal[0])] } : {}),
            }),
          ]
        : []),
    ],
    metadata,
    ...(withCustomWallet ? { customWallets: demoCustomWallets() } : {}),
    // `?locale=ar`: the language (the demo's menu sets it); else the browser's.
    ...(locale ? { locale } : {}),
    // Email and social login run in the secure frame the Foyer server serves on its own port
    // (FOYER_FRAME_URL); the world's server signs in with the devnet's identity providers and Farcaster
    // relay: the spec's socials beside email, unless `?socials=off`.
    ...(frameUrl ? { authFrameUrl: frameUrl, enableLogger } : {}),
    ...(withSocials ? {} : { features: { socials: false } }),
    themeMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches
      ? ('dark' as const)
      : ('light' as const),
  }
}
