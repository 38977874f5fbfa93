import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

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

async function bundle(): Promise<string> {
  const { build } = await import('esbuild')
  const outfile = join(here, '..', '..', '..', 'dist', 'farcasterapp.js')
  const result = await build({
    entryPoints: [join(here, 'farcasterAppPage.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no output for the dev Farcaster app')
  await mkdir(dirname(outfile), { recursive: true })
  // Write then rename, so that two builds at once never serve a half-written file.
  const temporary = `${outfile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, output.contents)
  await rename(temporary, outfile)
  return outfile
}
