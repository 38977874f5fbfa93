import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The devnet package's dist/ folder, where the dev pages' bundles are written. */
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

/**
 * Bundles a dev page's entry (a file under src/) into `dist/<fileName>`, a minified browser IIFE, and
 * returns its path. Written then renamed, so that two builds at once never serve a half-written file.
 *
 * @example
 * const path = await bundleBrowserPage({ entry: join(here, 'mobileWalletPage.ts'), fileName: 'mobilewallet.js' })
 */
export async function bundleBrowserPage({
  entry,
  fileName,
}: {
  entry: string
  fileName: string
}): Promise<string> {
  const { build } = await import('esbuild')
  const outfile = join(distDir, fileName)
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`esbuild produced no output for ${entry}`)
  await mkdir(distDir, { recursive: true })
  const temporary = `${outfile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, output.contents)
  await rename(temporary, outfile)
  return outfile
}
