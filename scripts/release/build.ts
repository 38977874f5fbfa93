// Builds every public package into a folder that `npm pack` turns into exactly what a host installs
// (issue #33): .foyer/release/<folder>/ holds the published package.json (./manifest.ts), README.md,
// LICENSE and dist/ (ESM, `.d.ts`, source maps with their sources inside).
//
// Why a staged folder and not a `prepack`/`postpack` pair that swaps each package.json: npm ignores
// `publishConfig.exports`, so the published manifest must differ from the workspace one, and swapping
// the workspace file would, for the seconds a pack takes, point the monorepo's own resolution (Vitest
// running beside the pack test, the Vite demo, tsc) at dist/; a failed pack would leave it swapped. The
// workspace manifests stay private and at their sources; only the staged folders are packable.
//
// The JavaScript is one esbuild transform per module (no bundling): a host's bundler sees the same module
// graph the demo builds from the sources (lazy views stay lazy, unused faces shake off). The declarations
// are one TypeScript emit over all packages with `noCheck` (typecheck is `npm run typecheck`'s job).
// One file is bundled: @foyer/react's dist/standalone/foyer.js, for pages without a bundler
// (./standalone.ts).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import ts from 'typescript'
import {
  type PublicPackage,
  publicPackages,
  publishedManifest,
  readmeSummary,
  type WorkspaceManifest,
} from './manifest.js'
import { buildStandalone, standaloneExports } from './standalone.js'

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const releaseDir = join(repo, '.foyer', 'release')

/** Packages whose tarball also carries its non-test sources (the server builds the frame from them). */
const shipsSources: ReadonlySet<PublicPackage> = new Set(['auth-frame'])

/** Faces built apart from the per-module build, by package: React's one-file build (./standalone.ts). */
const extraExports: Partial<Record<PublicPackage, Record<string, { types: string; default: string }>>> = {
  react: standaloneExports,
}

/**
 * A module the build takes: not a test or a test's fixture (`*.fixture.ts`: the SIWX fuzz fixture imports
 * fast-check, a dev dependency), not under a `test/` folder, not a declaration file.
 */
function isShipped(path: string): boolean {
  return /\.tsx?$/.test(path) && !/\.(test|fixture)\.tsx?$/.test(path) && !path.endsWith('.d.ts')
}

/** The package's shipped modules, paths relative to its src/. */
export function listModules(folder: PublicPackage): string[] {
  const src = join(repo, 'packages', folder, 'src')
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(join(dir, entry.name))
      } else if (isShipped(entry.name)) found.push(relative(src, join(dir, entry.name)))
    }
  }
  walk(src)
  return found.sort()
}

/** The ambient declaration files a package's modules rely on (zxcvbnLists.d.ts...). */
function listAmbientDeclarations(folder: PublicPackage): string[] {
  const src = join(repo, 'packages', folder, 'src')
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.d.ts'))
    .map((path) => join(src, path))
}

async function buildJavaScript(modules: Map<PublicPackage, string[]>): Promise<void> {
  const entryPoints = [...modules].flatMap(([folder, files]) =>
    files.map((file) => ({
      in: join(repo, 'packages', folder, 'src', file),
      out: join(folder, 'dist', file.replace(/\.tsx?$/, '')),
    })),
  )
  await build({
    entryPoints,
    outdir: releaseDir,
    bundle: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: true,
    sourcesContent: true,
    logLevel: 'warning',
    write: true,
  })
  for (const [folder, files] of modules) {
    for (const file of files) relocateSourceMap(folder, file)
    // The server's command: `foyer-server` runs dist/cli.js directly.
    if (folder === 'server') addShebang(join(releaseDir, 'server', 'dist', 'cli.js'))
  }
}

/**
 * esbuild names each source by its path from the staged map to the repository's file; a map in a tarball
 * names it as if the package's src/ were beside its dist/ (the contents are inside the map anyway).
 */
function relocateSourceMap(folder: PublicPackage, file: string): void {
  const mapPath = join(releaseDir, folder, 'dist', `${file.replace(/\.tsx?$/, '')}.js.map`)
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }
  const packageDir = join(repo, 'packages', folder)
  map.sources = map.sources.map((source) => {
    const fromPackage = relative(packageDir, join(dirname(mapPath), source))
    return relative(dirname(mapPath), join(releaseDir, folder, fromPackage))
  })
  writeFileSync(mapPath, JSON.stringify(map))
}

function addShebang(path: string): void {
  const code = readFileSync(path, 'utf8')
  if (!code.startsWith('#!')) writeFileSync(path, `#!/usr/bin/env node\n${code}`, { mode: 0o755 })
}

/** One declaration emit for every public package: packages/<folder>/src/x.ts → <folder>/dist/x.d.ts. */
function buildDeclarations(modules: Map<PublicPackage, string[]>): void {
  const config = ts.readConfigFile(join(repo, 'tsconfig.base.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repo)
  const rootNames = [...modules].flatMap(([folder, files]) => [
    ...files.map((file) => join(repo, 'packages', folder, 'src', file)),
    ...listAmbientDeclarations(folder),
  ])
  const program = ts.createProgram({
    rootNames,
    options: {
      ...options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      noCheck: true,
      skipLibCheck: true,
      types: ['node'],
      rootDir: join(repo, 'packages'),
      outDir: join(releaseDir, '.types'),
    },
  })
  const published = new Set(modules.keys() as Iterable<string>)
  const result = program.emit(undefined, (fileName, text) => {
    const [folder, src, ...rest] = relative(join(releaseDir, '.types'), fileName).split('/')
    // Modules of other workspace packages (devnet's, through a type import) are not emitted here.
    if (!folder || src !== 'src' || !published.has(folder) || rest.includes('test')) return
    const target = join(releaseDir, folder, 'dist', ...rest)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
  })
  const errors = result.diagnostics.filter(
    (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
  )
  if (errors.length > 0)
    throw new Error(
      ts.formatDiagnostics(errors, { ...ts.sys, getCanonicalFileName: (f) => f, getNewLine: () => '\n' }),
    )
}

/** The staged folder's package.json, README and LICENSE (and the sources a package ships). */
function stage(folder: PublicPackage): void {
  const packageDir = join(repo, 'packages', folder)
  const target = join(releaseDir, folder)
  const source = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as WorkspaceManifest
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')
  const extraFiles = shipsSources.has(folder) ? ['src'] : []
  const manifest = publishedManifest(source, {
    description: readmeSummary(readme),
    extraFiles,
    extraExports: extraExports[folder],
  })
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(target, 'README.md'), readme)
  cpSync(join(repo, 'LICENSE'), join(target, 'LICENSE'))
  if (shipsSources.has(folder)) {
    for (const file of [
      ...listModules(folder),
      ...listAmbientDeclarations(folder).map((path) => relative(join(packageDir, 'src'), path)),
    ])
      cpSync(join(packageDir, 'src', file), join(target, 'src', file))
  }
}

/** Builds and stages every public package under .foyer/release/; returns the staged folders. */
export async function buildPackages(): Promise<string[]> {
  for (const folder of publicPackages) rmSync(join(releaseDir, folder), { recursive: true, force: true })
  rmSync(join(releaseDir, '.types'), { recursive: true, force: true })
  const modules = new Map(publicPackages.map((folder) => [folder, listModules(folder)] as const))
  await buildJavaScript(modules)
  // esbuild bundles in its own process while TypeScript emits the declarations in this one.
  const standalone = buildStandalone(repo, join(releaseDir, 'react'))
  buildDeclarations(modules)
  await standalone
  for (const folder of publicPackages) stage(folder)
  rmSync(join(releaseDir, '.types'), { recursive: true, force: true })
  return publicPackages.map((folder) => join(releaseDir, folder))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const folders = await buildPackages()
  console.log(
    `[foyer] built ${folders.length} packages into ${relative(repo, releaseDir)} in ${Date.now() - started} ms`,
  )
  if (!existsSync(join(releaseDir, 'core', 'dist', 'index.d.ts'))) process.exit(1)
}
