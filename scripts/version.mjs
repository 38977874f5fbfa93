// `npm run release:version -- 0.2.0`: sets one version on every workspace package (packages/* and
// apps/*) and on every dependency between them, then updates package-lock.json to match.
//
// Why one version and a script rather than changesets: Foyer's packages are released together. They
// share internal contracts (core's adapter face, protocol's wire messages, the server's answers to core's
// clients) that the monorepo tests only as one set, so each published @foyer package depends on the others
// at exactly its own version (scripts/release/manifest.ts pins them) and a host can never mix two
// releases. With one version for all there is nothing for per-change version notes to decide, and this
// script does in a few lines what another tool (`@changesets/cli` in fixed mode) would add a dependency
// and a folder of notes for.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const version = process.argv[2]
// Semantic versioning, pre-releases (`1.0.0-rc.1`) included.
if (!version || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
  console.error('usage: npm run release:version -- <major.minor.patch[-pre]>')
  process.exit(1)
}

const manifests = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, folder, entry.name, 'package.json')),
)
const dependencyFields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']

for (const path of manifests) {
  let text
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    continue // a folder without a package
  }
  const manifest = JSON.parse(text)
  manifest.version = version
  for (const field of dependencyFields)
    for (const name of Object.keys(manifest[field] ?? {}))
      if (name.startsWith('@foyer/')) manifest[field][name] = version
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`${manifest.name} ${version}`)
}

const lock = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(lock.status ?? 1)
