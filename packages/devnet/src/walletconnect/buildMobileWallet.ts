import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleBrowserPage } from '../bundleBrowserPage.js'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Bundles the dev mobile wallet page (src/walletconnect/mobileWalletPage.ts) into dist/mobilewallet.js, a
 * minified IIFE that a page loads after setting `window.__FOYER_MOBILE_WALLET__` (MobileWalletPageConfig:
 * `{ relayUrl, chains, knownChainIds?, solana?, bitcoin?, polkadot? }`).
 * Returns its path.
 *
 * @example
 * const path = await buildMobileWallet()
 */
export function buildMobileWallet(): Promise<string> {
  return bundleBrowserPage({ entry: join(here, 'mobileWalletPage.ts'), fileName: 'mobilewallet.js' })
}
