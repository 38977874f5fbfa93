// `npm run release:pack`: builds every public package (./build.ts), packs each staged folder into
// .foyer/release/tarballs/ and checks the tarballs with publint and arethetypeswrong (./check.ts).
// Prints each tarball's size (packed, unpacked) and file count; exits non-zero on a check's error.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPackages, releaseDir, repo } from './build.js'
import { checkTarballs } from './check.js'

export const tarballDir = join(releaseDir, 'tarballs')

export interface Tarball {
  name: string
  version: string
  /** Absolute path of the .tgz. */
  path: string
  /** Bytes of the .tgz. */
  size: number
  /** Bytes of its files. */
  unpackedSize: number
  entryCount: number
}

/** `npm pack` of the staged folders, in one npm process. */
export function packFolders(folders: string[]): Tarball[] {
  rmSync(tarballDir, { recursive: true, force: true })
  mkdirSync(tarballDir, { recursive: true })
  const output = execFileSync(
    'npm',
    [
      'pack',
      ...folders,
      '--pack-destination',
      tarballDir,
      '--json',
      '--ignore-scripts',
      '--workspaces=false',
    ],
    { cwd: releaseDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const packed = JSON.parse(output) as (Omit<Tarball, 'path'> & { filename: string })[]
  return packed.map((entry) => ({
    name: entry.name,
    version: entry.version,
    path: join(tarballDir, entry.filename),
    size: entry.size,
    unpackedSize: entry.unpackedSize,
    entryCount: entry.entryCount,
  }))
}

/** Builds and packs every public package. */
export async function packPackages(): Promise<Tarball[]> {
  return packFolders(await buildPackages())
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export function describeTarballs(tarballs: Tarball[]): string {
  return tarballs
    .map(
      (tarball) =>
        `${tarball.name}@${tarball.version}: ${kib(tarball.size)} packed, ${kib(tarball.unpackedSize)} unpacked, ${tarball.entryCount} files`,
    )
    .join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const tarballs = await packPackages()
  console.log(describeTarballs(tarballs))
  console.log(`[foyer] packed into ${relative(repo, tarballDir)} in ${Date.now() - started} ms`)
  const { errors, notes } = await checkTarballs(tarballs)
  for (const note of notes) console.log(note)
  for (const error of errors) console.error(error)
  if (errors.length > 0) process.exit(1)
  console.log('[foyer] publint and arethetypeswrong: no errors')
}
