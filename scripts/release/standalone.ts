// The one-file build of Foyer for a page without a bundler (issue #33): @foyer/react publishes
// dist/standalone/foyer.js (face `@foyer/react/standalone`, its module ./standaloneFace.ts). It is one
// minified ES module with its source map and declarations. The page copies it next to its HTML and imports
// it from a module script.
//
// One file means no code splitting: what a bundled site loads on demand (the views, every locale's
// messages, the adapter's actions) is inside it. esbuild inlines each dynamic `import()` when splitting is
// off. The bundle reads the workspace's sources, as the per-module build does (./build.ts), and takes
// React and the libraries from the repository's node_modules.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { build } from 'esbuild'
import ts from 'typescript'

/** The face: its name, its module (from the repository's root), and its files in @foyer/react's tarball. */
export const standaloneFace = {
  name: '@foyer/react/standalone',
  entry: 'scripts/release/standaloneFace.ts',
  script: 'dist/standalone/foyer.js',
  types: 'dist/standalone/foyer.d.ts',
} as const

/** The `exports` entry the published @foyer/react manifest adds for the face. */
export const standaloneExports = {
  './standalone': { types: `./${standaloneFace.types}`, default: `./${standaloneFace.script}` },
}

/**
 * Bundles the face into `packageDir`/dist/standalone/foyer.js, with its .map and .d.ts. `packageDir` is
 * @foyer/react's staged folder.
 */
export async function buildStandalone(repo: string, packageDir: string): Promise<void> {
  const outfile = join(packageDir, standaloneFace.script)
  await build({
    entryPoints: [join(repo, standaloneFace.entry)],
    outfile,
    absWorkingDir: repo,
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    // Names and lines only: with the sources' text the map was 4.4 MB of @foyer/react's tarball, paid by
    // every React site that never loads this file. The sources ship beside it in the package's dist/.
    sourcesContent: false,
    // React's production build: the page has no bundler to replace `process.env.NODE_ENV`.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  renameSources(repo, `${outfile}.map`)
  writeDeclarations(repo, join(packageDir, standaloneFace.types))
}

/**
 * esbuild names each source by its path from the map to the repository's file. Here each one gets its
 * path in the repository (packages/…, node_modules/…): from an installed package, a path out of
 * dist/standalone would climb past the site's root.
 */
function renameSources(repo: string, mapPath: string): void {
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }
  map.sources = map.sources.map((source) => relative(repo, resolve(dirname(mapPath), source)))
  writeFileSync(mapPath, JSON.stringify(map))
}

/**
 * The face's declarations, from its module alone (its exports are annotated, so TypeScript needs no
 * program). They re-export @foyer/react/web's through a relative path within the package, as the
 * per-module declarations do, rather than by the package's own name. The pack test's undeclared-import
 * check holds them to @foyer/react's dependencies.
 */
function writeDeclarations(repo: string, target: string): void {
  const source = readFileSync(join(repo, standaloneFace.entry), 'utf8')
  const { outputText, diagnostics = [] } = ts.transpileDeclaration(source, {
    fileName: standaloneFace.entry,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    reportDiagnostics: true,
  })
  if (diagnostics.length > 0)
    throw new Error(
      ts.formatDiagnostics(diagnostics, {
        ...ts.sys,
        getCanonicalFileName: (file) => file,
        getNewLine: () => '\n',
      }),
    )
  const declarations = outputText.replaceAll(/(['"])@foyer\/react\/web\1/g, "'../web/index.js'")
  if (declarations === outputText)
    throw new Error(`unexpected declarations for ${standaloneFace.name}:\n${outputText}`)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, declarations)
}
