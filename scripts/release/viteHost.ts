// A throw-away Vite + React site that installs Foyer from its tarballs (issue #33's pack test): no
// workspace links, no aliases, only what `npm install` of the .tgz files puts in its node_modules. Its app
// is the README's "Embed Foyer in your site" block, word for word.
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { repo } from './build.js'
import type { Tarball } from './pack.js'

/** The first fenced `language` block after the README's `## heading`. */
export function readReadmeBlock(heading: string, language: string): string {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8')
  const start = readme.indexOf(`## ${heading}\n`)
  const match =
    start < 0 ? null : new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(readme.slice(start))
  if (!match?.[1]) throw new Error(`README.md has no ${language} block under '${heading}'`)
  return match[1]
}

/** The README's embed example: the first ```tsx block after its "Embed Foyer in your site" heading. */
export function readEmbedExample(): string {
  return readReadmeBlock('Embed Foyer in your site', 'tsx')
}

/** The version the monorepo has installed: already in npm's cache, so the host installs offline. */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8'))
  return (manifest as { version: string }).version
}

/** The monorepo's own package.json. */
function rootManifest(): { allowScripts: Record<string, boolean> } {
  return JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
}

/** The TypeScript options both hosts compile a site's app with (a Vite or Next.js starter's). */
export const HOST_COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  isolatedModules: true,
}

const files: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Foyer pack host</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'src/main.tsx': `import { createRoot } from 'react-dom/client'
import { App } from './App.js'

createRoot(document.getElementById('root') as HTMLElement).render(<App />)
`,
  // Not bundled: gives tsc every other published face to resolve and read.
  'src/faces.ts': `import type { createFoyerServer } from '@foyer/server'
import type { evmAdapter } from '@foyer/evm'
import type { createFoyer as createStandaloneFoyer, evmAdapter as standaloneEvmAdapter } from '@foyer/react/standalone'
import type { buildFrameBundle } from '@foyer/auth-frame/build'
import type { createBlockchainClient } from '@foyer/core/api'
import type { InvalidChainIdError } from '@foyer/core/adapter'
import type { solanaAdapter } from '@foyer/solana'
import type { bitcoinAdapter } from '@foyer/bitcoin'
import type { polkadotAdapter } from '@foyer/polkadot'
import type { walletConnect } from '@foyer/walletconnect'
import type { foyerConnector } from '@foyer/wagmi'
import type { createFoyer as createWebFoyer } from '@foyer/react/web'
import type { FoyerError } from '@foyer/protocol'

export type Faces = [
  ReturnType<typeof createFoyerServer>,
  ReturnType<typeof buildFrameBundle>,
  ReturnType<typeof createBlockchainClient>,
  InvalidChainIdError,
  ReturnType<typeof solanaAdapter>,
  ReturnType<typeof bitcoinAdapter>,
  ReturnType<typeof polkadotAdapter>,
  typeof walletConnect,
  typeof foyerConnector,
  ReturnType<typeof createWebFoyer>,
  ReturnType<typeof createStandaloneFoyer>,
  FoyerError,
]

// The one-file build's evmAdapter is @foyer/evm's under a type of its own: the real one fits that type.
export const standaloneAdapterFits = (adapter: typeof evmAdapter): typeof standaloneEvmAdapter => adapter
`,
  'src/vite-env.d.ts': `/// <reference types="vite/client" />\n`,
  // The README's Vite config, under the embed example.
  'vite.config.ts': readReadmeBlock('Embed Foyer in your site', 'ts'),
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: { ...HOST_COMPILER_OPTIONS, verbatimModuleSyntax: true, types: [] },
      // app/: the Next.js host's pages, when the pack test adds them (./nextHost.ts).
      include: ['src', 'app'],
    },
    null,
    2,
  )}\n`,
}

/**
 * Writes the host into a new temporary folder; returns its path. `devDependencies` are more packages to
 * install (at the monorepo's versions): the Next.js host's share this folder (./nextHost.ts).
 */
export function writeViteHost(tarballs: Tarball[], devDependencies: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-pack-host-'))
  const manifest = {
    name: 'foyer-pack-host',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(tarballs.map((tarball) => [tarball.name, `file:${tarball.path}`])),
      react: installedVersion('react'),
      'react-dom': installedVersion('react-dom'),
      // @foyer/wagmi's peer, the version the monorepo's wagmi tests use.
      '@wagmi/core': '~3.6.5',
    },
    // The monorepo's install-script policy: what a host would approve, and the one native build it
    // need not wait for (README, "Install scripts").
    allowScripts: rootManifest().allowScripts,
    devDependencies: Object.fromEntries(
      [
        'vite',
        '@vitejs/plugin-react',
        'typescript',
        '@types/react',
        '@types/react-dom',
        ...devDependencies,
      ].map((name) => [name, installedVersion(name)]),
    ),
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  mkdirSync(join(dir, 'src'))
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  writeFileSync(join(dir, 'src', 'App.tsx'), readEmbedExample())
  return dir
}

/** The environment without npm's own variables (a run under `npm test` sets workspace ones). */
export function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  ) as NodeJS.ProcessEnv
}

/**
 * `npm install` in the host: from npm's cache alone when it holds everything (the monorepo's install
 * filled it), else from the registry. Says which of the two it took, and why the cache was not enough
 * (npm's first error line).
 */
export async function installHost(dir: string): Promise<string> {
  const install = (mode: string) =>
    promisify(execFile)('npm', ['install', mode, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      env: cleanEnv(),
      maxBuffer: 16 * 1024 * 1024,
    })
  try {
    await install('--offline')
    return "npm's cache"
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? error)
    const reason = stderr.split('\n').find((line) => /npm error/.test(line)) ?? stderr.split('\n')[0]
    await install('--prefer-offline')
    return `the registry; offline: ${reason?.trim()}`
  }
}

/** Runs one of the host's installed commands (tsc, vite); throws with its output when it fails. */
export function runInHost(dir: string, command: string, args: string[]): string {
  try {
    return execFileSync(join(dir, 'node_modules', '.bin', command), args, {
      cwd: dir,
      env: cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${stdout}${stderr}`)
  }
}
