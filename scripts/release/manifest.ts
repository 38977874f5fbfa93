// The published package.json of a public package, made from its workspace package.json (issue #33).
//
// The workspace manifests stay as they are: `"private": true` and `exports` that point at `./src/*.ts`, so
// the repository's tests, typecheck and the Vite demo keep reading the sources, and `npm publish` run in a
// workspace folder refuses instead of shipping sources. What a host installs is a staged folder with the
// manifest made here (exports at `./dist/*.js` and `.d.ts`, `files`, licence, ranges): see ./build.ts.

/** The workspace folders (packages/<folder>) whose packages are published, in dependency order. */
export const publicPackages = [
  'protocol',
  'core',
  'react',
  'evm',
  'solana',
  'bitcoin',
  'polkadot',
  'walletconnect',
  'wagmi',
  // Published because the server depends on it at run time (its frame is built from its sources).
  'auth-frame',
  'server',
] as const

export type PublicPackage = (typeof publicPackages)[number]

/** The licence of every published package (LICENSE at the repository root, copied into each tarball). */
export const license = 'MIT'

type ExportTarget = string | { types?: string; default?: string }

export interface WorkspaceManifest {
  name: string
  version: string
  description?: string
  sideEffects?: boolean | string[]
  bin?: Record<string, string>
  exports?: Record<string, ExportTarget>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** Faces that stay inside the repository (test helpers): never in a tarball. */
const privateFaces = new Set(['./test'])

/** `./src/views/index.tsx` → `./dist/views/index` (the built file's path without its extension). */
function distPath(source: string): string {
  const match = /^\.\/src\/(.+)\.tsx?$/.exec(source)
  if (!match) throw new Error(`export target ${source} is not a ./src TypeScript module`)
  return `./dist/${match[1]}`
}

/** The published `exports`: each public face at its built module and declaration file. */
export function publishedExports(
  exports: Record<string, ExportTarget>,
): Record<string, { types: string; default: string }> {
  const published: Record<string, { types: string; default: string }> = {}
  for (const [subpath, target] of Object.entries(exports)) {
    if (privateFaces.has(subpath)) continue
    const source = typeof target === 'string' ? target : (target.types ?? target.default)
    if (!source) throw new Error(`export ${subpath} has no target`)
    const path = distPath(source)
    published[subpath] = { types: `${path}.d.ts`, default: `${path}.js` }
  }
  return published
}

/** Each `@foyer/*` dependency at exactly `version` (the packages are released together). */
function pinFoyer(dependencies: Record<string, string> | undefined, version: string) {
  if (!dependencies) return undefined
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => [name, name.startsWith('@foyer/') ? version : range]),
  )
}

export interface PublishedManifestOptions {
  /** The README's first paragraph, used as the description when the manifest has none. */
  description: string
  /** Extra `files` entries (the frame's sources for @foyer/auth-frame). */
  extraFiles?: string[]
  /** Faces the release build makes besides the workspace's (@foyer/react/standalone: ./standalone.ts). */
  extraExports?: Record<string, { types: string; default: string }>
}

/** The package.json that goes into the tarball. */
export function publishedManifest(source: WorkspaceManifest, options: PublishedManifestOptions) {
  const bin = source.bin && Object.fromEntries(Object.keys(source.bin).map((name) => [name, './dist/cli.js']))
  return {
    name: source.name,
    version: source.version,
    description: source.description ?? options.description,
    license,
    type: 'module',
    sideEffects: source.sideEffects ?? false,
    ...(bin ? { bin } : {}),
    exports: {
      ...publishedExports(source.exports ?? {}),
      ...options.extraExports,
      './package.json': './package.json',
    },
    files: ['dist', ...(options.extraFiles ?? [])],
    engines: { node: '>=20' },
    ...(source.dependencies ? { dependencies: pinFoyer(source.dependencies, source.version) } : {}),
    ...(source.peerDependencies ? { peerDependencies: source.peerDependencies } : {}),
    ...(source.peerDependenciesMeta ? { peerDependenciesMeta: source.peerDependenciesMeta } : {}),
  }
}

/** The first paragraph of a README after its title, on one line, Markdown code marks removed. */
export function readmeSummary(readme: string): string {
  const paragraphs = readme.split(/\n\s*\n/).map((paragraph) => paragraph.trim())
  const summary = paragraphs.find((paragraph) => paragraph && !paragraph.startsWith('#')) ?? ''
  return summary.replace(/\s+/g, ' ').replaceAll('`', '')
}
