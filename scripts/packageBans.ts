// House rule (issue #25): the package arrows that keep the layers apart, and no two folders of the server
// importing each other. scripts/packageBans.test.ts runs it over the repository and feeds it violations.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type ModuleImports, readModules } from './imports.js'

const adapters = [
  '@foyer/evm',
  '@foyer/solana',
  '@foyer/bitcoin',
  '@foyer/polkadot',
  '@foyer/walletconnect',
  '@foyer/wagmi',
]
const chainSdks = ['viem', 'ethers', '@solana', '@walletconnect', '@reown', '@wallet-standard', '@polkadot']

/**
 * Packages (and package scopes: `@solana` bans every `@solana/*`) that a workspace's product code must never
 * import, keyed by `packages/<name>` or `apps/<name>`.
 */
export const forbiddenPackages: Record<string, string[]> = {
  // Framework-free and chain-agnostic: adapters and SDKs plug in from outside, the frame runs in its own origin.
  'packages/core': [
    '@foyer/react',
    ...adapters,
    '@foyer/server',
    '@foyer/devnet',
    '@foyer/auth-frame',
    'react',
    ...chainSdks,
  ],
  'packages/protocol': [
    '@foyer/core',
    '@foyer/react',
    ...adapters,
    '@foyer/server',
    '@foyer/devnet',
    '@foyer/auth-frame',
  ],
  // The UI reaches chains only through core and the adapters the host passes in.
  'packages/react': ['@foyer/server', '@foyer/devnet', '@foyer/auth-frame', ...adapters, 'viem'],
  'packages/evm': ['@foyer/react', '@foyer/server', '@foyer/devnet'],
  'packages/walletconnect': ['@foyer/react', '@foyer/server', '@foyer/devnet', '@foyer/evm'],
  'packages/solana': [
    '@foyer/react',
    '@foyer/server',
    '@foyer/devnet',
    '@foyer/evm',
    '@foyer/walletconnect',
    'viem',
  ],
  'packages/bitcoin': [
    '@foyer/react',
    '@foyer/server',
    '@foyer/devnet',
    '@foyer/evm',
    '@foyer/solana',
    '@foyer/polkadot',
    '@foyer/walletconnect',
    'viem',
  ],
  // The Polkadot adapter speaks the injectedWeb3 protocol with its own SS58 code: the @polkadot libraries
  // (heavy, with WebAssembly) are its tests' reference, never its product code.
  'packages/polkadot': [
    '@foyer/react',
    '@foyer/server',
    '@foyer/devnet',
    '@foyer/evm',
    '@foyer/solana',
    '@foyer/bitcoin',
    '@foyer/walletconnect',
    '@polkadot',
    'viem',
  ],
  // The server shares wire shapes and the error base through the protocol, never the client library.
  'packages/server': ['@foyer/core', '@foyer/react', ...adapters, '@foyer/devnet', 'react'],
  // The wagmi bridge speaks to core's host face only: any adapter, no UI.
  'packages/wagmi': [
    '@foyer/react',
    '@foyer/evm',
    '@foyer/walletconnect',
    '@foyer/server',
    '@foyer/devnet',
    'react',
  ],
  // The secure frame runs alone in its own origin: it shares only the protocol's message schemas.
  'packages/auth-frame': [
    '@foyer/core',
    '@foyer/react',
    ...adapters,
    '@foyer/server',
    '@foyer/devnet',
    'react',
  ],
  // The local world plays the outside world (wallets, relay, mail, chains): built on chain SDKs and the wire
  // protocols only, never on the code it tests, so a test passing against it means the real ones would too.
  // Core stays allowed for the error base, memory storage and message formatting.
  'packages/devnet': ['@foyer/react', ...adapters, '@foyer/server', '@foyer/auth-frame'],
  // Host sites: they use what a host installs (public faces), and reach the server and frame over HTTP only.
  'apps/demo': ['@foyer/server', '@foyer/auth-frame', '@foyer/protocol'],
  'apps/next': ['@foyer/server', '@foyer/auth-frame', '@foyer/protocol'],
}

/** Faces no host site may import: the ones for Foyer's own packages and tests. */
const privateFace = /^@foyer\/[\w-]+\/(adapter|views|messages|internal|test)(\/|$)/

/** Product imports of packages that a workspace must not depend on (`name` as in `forbiddenPackages`). */
export function findPackageViolations(name: string, modules: ModuleImports[]): string[] {
  const forbidden = forbiddenPackages[name] ?? []
  const problems: string[] = []
  for (const module of modules) {
    for (const specifier of module.packages) {
      const hit = forbidden.find((banned) => specifier === banned || specifier.startsWith(`${banned}/`))
      if (hit)
        problems.push(`${name}/src/${module.file} imports ${specifier}, which ${name} must not depend on`)
      else if (name.startsWith('apps/') && privateFace.test(specifier))
        problems.push(
          `${name}/src/${module.file} imports ${specifier}, a face for Foyer's own packages, not for host sites`,
        )
    }
  }
  return problems
}

/**
 * Pairs of server folders that import each other today (`a ↔ b`, sorted), each with the reason it stays.
 * Files at the root of `src/` (the composition root and the shared logger and messages) are in no folder.
 */
export const knownServerFolderPairs: Readonly<Record<string, string>> = {}

/** The top folder of a server module, or undefined for a file at the root of `src/`. */
const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : undefined)

/** Pairs of top folders that import each other, as `a ↔ b` with one example import each way. */
export function findFolderPairs(modules: ModuleImports[]): Map<string, string[]> {
  const edges = new Map<string, string>()
  for (const module of modules) {
    const from = folderOf(module.file)
    for (const target of module.local) {
      const to = folderOf(target)
      if (from && to && from !== to && !edges.has(`${from}>${to}`))
        edges.set(`${from}>${to}`, `${module.file} → ${target}`)
    }
  }
  const pairs = new Map<string, string[]>()
  for (const [edge, example] of edges) {
    const [from, to] = edge.split('>') as [string, string]
    const back = edges.get(`${to}>${from}`)
    if (from < to && back) pairs.set(`${from} ↔ ${to}`, [example, back])
  }
  return pairs
}

/** The server's folder pairs that are not known debt, and known entries that are gone. */
export function findFolderPairProblems(modules: ModuleImports[], known = knownServerFolderPairs): string[] {
  const pairs = findFolderPairs(modules)
  const problems: string[] = []
  for (const [pair, [there, back]] of pairs)
    if (known[pair] === undefined)
      problems.push(`server folders ${pair} import each other (${there}; ${back})`)
  for (const pair of Object.keys(known))
    if (!pairs.has(pair))
      problems.push(`server folders ${pair} no longer import each other: remove the entry`)
  return problems
}

/** Runs the package bans over every workspace and the folder rule over the server. */
export function checkPackageBans(repo: string): string[] {
  const problems: string[] = []
  for (const group of ['packages', 'apps']) {
    if (!existsSync(join(repo, group))) continue
    for (const name of readdirSync(join(repo, group)).sort()) {
      const root = join(repo, group, name, 'src')
      if (!existsSync(root)) continue
      const modules = readModules(root)
      problems.push(...findPackageViolations(`${group}/${name}`, modules))
      if (group === 'packages' && name === 'server') problems.push(...findFolderPairProblems(modules))
    }
  }
  return problems
}
