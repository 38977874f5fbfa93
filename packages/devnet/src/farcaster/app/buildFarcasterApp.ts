import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleBrowserPage } from '../../bundleBrowserPage.js'

const here = dirname(fileURLToPath(import.meta.url))
let built: Promise<string> | undefined

export interface BuildFarcasterAppParameters {
  /** Build again even when this process already built it. */
  force?: boolean
}

/**
 * Bundles the dev Farcaster app page (src/farcaster/app/farcasterAppPage.ts) into dist/farcasterapp.js, a
 * minified IIFE that a page loads after setting `window.__FOYER_FARCASTER_APP__` (FarcasterAppConfig:
 * `{ relayUrl, authKey, users, rpcUrl? }`); farcasterAppHtml writes such a page. Built once per process
 * (later calls answer the same path) unless `force`. Returns its path.
 *
 * @example
 * const path = await buildFarcasterApp()
 */
export function buildFarcasterApp(parameters: BuildFarcasterAppParameters = {}): Promise<string> {
  if (parameters.force || !built) {
    built = bundle()
    // A failed build is not kept: the next call tries again.
    built.catch(() => {
      built = undefined
    })
  }
  return built
}

function bundle(): Promise<string> {
  return bundleBrowserPage({ entry: join(here, 'farcasterAppPage.ts'), fileName: 'farcasterapp.js' })
}
