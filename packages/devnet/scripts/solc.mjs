// What the devnet's Solidity compile scripts share (scripts/compile-contracts.mjs, src/aa/contracts/
// compile.mjs, src/farcaster/contracts/compile.mjs): solc from npm (pure JS: nothing is downloaded), package
// imports resolved from node_modules, generated files formatted with the repository's Biome, and a
// `--check` mode that fails when a committed file differs from a fresh compile.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const solc = require('solc')

/** The repository's root. */
export const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** The solc version that compiles. */
export const solcVersion = () => solc.version()

/** Resolves package imports (`@openzeppelin/contracts/...`, `@account-abstraction/contracts/...`). */
function findImport(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `${path}: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/**
 * Compiles `sources` (`{ [name]: { content } }`) with `settings`; throws on errors, prints the warnings
 * about the sources given (not about imported packages'). Answers solc's `contracts` output.
 */
export function compileSolidity(sources, settings) {
  const input = { language: 'Solidity', sources, settings }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }))
  const problems = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (problems.length > 0) {
    throw new Error(`solc failed:\n${problems.map((entry) => entry.formattedMessage).join('\n')}`)
  }
  for (const warning of output.errors ?? []) {
    const file = warning.sourceLocation?.file
    if (!file || file in sources) console.warn(warning.formattedMessage)
  }
  return output.contracts ?? {}
}

/** Formats `text` as the repository's Biome would format the file at `path`. */
function format(path, text) {
  const biome = join(repository, 'node_modules', '.bin', 'biome')
  if (!existsSync(biome)) throw new Error(`Biome not found at ${biome}: run from the Foyer repository`)
  const result = spawnSync(biome, ['format', `--stdin-file-path=${path}`], {
    input: text,
    cwd: repository,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`biome format failed for ${path}:\n${result.stderr}`)
  return result.stdout
}

/**
 * Writes each `[path, text]` (formatted by Biome), or with `--check` on the command line exits 1 when one
 * differs from what is committed, naming `command` to run.
 */
export function writeOrCheck(files, { command }) {
  const formatted = files.map(([path, text]) => [path, format(path, text)])
  const names = (list) => list.map(([path]) => relative(repository, path)).join(', ')
  if (process.argv.includes('--check')) {
    const stale = formatted.filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text)
    if (stale.length > 0) {
      console.error(`Out of date with their Solidity sources: ${names(stale)}.\nRun: ${command}`)
      process.exit(1)
    }
    console.log(`${names(formatted)}: up to date (solc ${solcVersion()}).`)
  } else {
    for (const [path, text] of formatted) writeFileSync(path, text)
    console.log(`Wrote ${names(formatted)} (solc ${solcVersion()}).`)
  }
}
