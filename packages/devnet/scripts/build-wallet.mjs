// Bundles the dev wallets (src/wallet/devwallet.ts) into dist/devwallet.js: one minified IIFE that a
// page loads like an extension's content script. Skips the build when the output is newer than
// every source. Usage: node packages/devnet/scripts/build-wallet.mjs [--force]
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const outfile = join(root, 'dist', 'devwallet.js')
// The Bitcoin and Polkadot dev wallets, a bundle of their own beside it: only the pages of sites that
// configure those families load it (scripts/demo-server.ts), so no other page parses their code.
export const familiesOutfile = join(root, 'dist', 'familieswallet.js')

async function newestSource() {
  const entries = await readdir(join(root, 'src'), { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
  files.push(fileURLToPath(import.meta.url), join(root, 'package.json'))
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs))
  return Math.max(...times)
}

/** When the older of the two bundles was written (0 when either is missing). */
async function outputTime() {
  const times = await Promise.all(
    [outfile, familiesOutfile].map((file) =>
      stat(file).then(
        (stats) => stats.mtimeMs,
        (error) => {
          if (error.code === 'ENOENT') return 0
          throw error
        },
      ),
    ),
  )
  return Math.min(...times)
}

/**
 * Builds dist/devwallet.js and dist/familieswallet.js unless they are up to date (or `force`); returns the
 * first's path (the second is its sibling).
 */
export async function buildWallet({ force = false } = {}) {
  if (!force && (await outputTime()) > (await newestSource())) return outfile
  await bundle(join(root, 'src', 'wallet', 'familieswallet.ts'), familiesOutfile)
  await bundle(join(root, 'src', 'wallet', 'devwallet.ts'), outfile)
  return outfile
}

async function bundle(entry, target) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    outfile: target,
  })
  const [output] = result.outputFiles
  await mkdir(dirname(target), { recursive: true })
  // Write then rename, so that two builds at once (start + test) never serve a half-written file.
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, output.contents)
  await rename(temporary, target)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildWallet({ force: process.argv.includes('--force') }).then(
    (path) => console.log(path),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
