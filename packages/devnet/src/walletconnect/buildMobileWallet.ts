import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

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
export async function buildMobileWallet(): Promise<string> {
  const { build } = await import('esbuild')
  const outfile = join(here, '..', '..', 'dist', 'mobilewallet.js')
  const result = await build({
    entryPoints: [join(here, 'mobileWalletPage.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no output for the mobile wallet')
  await mkdir(dirname(outfile), { recursive: true })
  // Write then rename, so that two builds at once never serve a half-written file.
  const temporary = `${outfile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, output.contents)
  await rename(temporary, outfile)
  return outfile
}
