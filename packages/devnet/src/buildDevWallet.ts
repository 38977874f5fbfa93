import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { resolveDevnetPaths } from './chain/resolveDevnetPaths.js'
import { DevWalletBuildError } from './errors.js'

export interface BuildDevWalletParameters {
  /** Rebuild even when dist/devwallet.js is newer than the sources. */
  force?: boolean
}

interface BuildScript {
  buildWallet(options: { force?: boolean }): Promise<string>
}

/**
 * Builds the dev wallets' browser bundle (packages/devnet/dist/devwallet.js, a minified IIFE) with
 * esbuild, unless it is already newer than its sources. Returns the bundle's path. A page loads it
 * after setting `window.__FOYER_DEVNET__ = { chains: [{ chainId, name, rpcUrl }] }`.
 *
 * @example
 * const path = await buildDevWallet()
 * await page.addInitScript({ path })
 */
export async function buildDevWallet(parameters: BuildDevWalletParameters = {}): Promise<string> {
  const script = join(dirname(resolveDevnetPaths().hardhatConfig), 'scripts', 'build-wallet.mjs')
  try {
    const module: Partial<BuildScript> = await import(/* @vite-ignore */ pathToFileURL(script).href)
    if (typeof module.buildWallet !== 'function') throw new TypeError(`${script} exports no buildWallet()`)
    return await module.buildWallet({ force: parameters.force })
  } catch (error) {
    throw new DevWalletBuildError({ cause: error })
  }
}
