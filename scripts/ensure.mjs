// Installs what a fresh clone is missing, using only the npm registry and Debian's packages.
// Imports nothing from node_modules: it runs before they exist.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

/**
 * `npm install` in `folder` when its node_modules is missing or older than its lock file. `npm install`
 * rather than `npm ci`: it honours the lock file and also tolerates npm's habit of leaving other
 * platforms' optional packages out of it.
 */
function installIfStale(folder, what) {
  const marker = join(folder, 'node_modules', '.package-lock.json')
  const lock = join(folder, 'package-lock.json')
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000)
  if (!stale) return
  console.log(`[foyer] installing ${what}…`)
  const status = run('npm', ['install', '--no-audit', '--no-fund'], { cwd: folder })
  if (status !== 0) throw new Error(`npm install in ${folder} failed`)
}

/** npm dependencies on first run (or when the lock file changed since the last install). */
export function ensureDependencies() {
  installIfStale(root, 'npm dependencies')
}

/**
 * React 18 beside the workspace's React 19, in compat/react18 (its own lock; not a workspace, as its
 * peers conflict): the React package's tests and the demo's react18/ page run on it too.
 */
export function ensureReact18() {
  installIfStale(join(root, 'compat', 'react18'), 'React 18 for the compatibility tests')
}

export const chromiumPath = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium'
/** The headless shell the browser tests run in (scripts/chromium.ts says why). */
export const testChromiumPath = process.env.FOYER_TEST_CHROMIUM ?? '/usr/bin/chromium-headless-shell'

/**
 * Debian's Chromium for the browser tests and benchmarks, the full browser and its headless shell (one
 * version, two packages); never a browser download from elsewhere.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(testChromiumPath)) return
  console.log('[foyer] installing Chromium from Debian packages…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args))
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (
    apt(['update'], { env }) !== 0 ||
    apt(['install', '-y', 'chromium', 'chromium-headless-shell'], { env }) !== 0 ||
    !existsSync(chromiumPath) ||
    !existsSync(testChromiumPath)
  ) {
    throw new Error(`could not install Chromium (expected at ${chromiumPath} and ${testChromiumPath})`)
  }
}
