// A published package may import only what its manifest declares (issue #33): every bare specifier in
// its shipped .js and .d.ts files names the package itself, a Node built-in, or one of its dependencies
// or peer dependencies. npm's hoisting hides a missing one in a workspace and in most hosts' installs;
// pnpm's strict layout, and any host whose tree is laid out differently, then fails to resolve it. An
// inferred type is the usual way in: TypeScript names the declaring package (`import("@solana/…")`)
// although the source imported it from a re-exporting one.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'); undefined for a relative one. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

const builtins = new Set(builtinModules)

/** The packages `code` imports that `declared` (and Node) do not provide. */
export function undeclaredIn(code: string, self: string, declared: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  // TypeScript's own scanner: static and dynamic imports, re-exports and `import("x")` types, never a
  // word in a string or a comment (a JSDoc example may well import another package).
  const { importedFiles } = ts.preProcessFile(code, true, true)
  for (const { fileName: specifier } of importedFiles) {
    const name = packageOf(specifier)
    if (!name || name === self || declared.has(name)) continue
    if (specifier.startsWith('node:') || builtins.has(name)) continue
    found.add(name)
  }
  return [...found].sort()
}

interface Manifest {
  name: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** Each shipped file of the staged package `folder` that imports an undeclared package, with the names. */
export function findUndeclaredImports(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const problems: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(js|d\.ts)$/.test(entry.name)) {
        const names = undeclaredIn(readFileSync(path, 'utf8'), manifest.name, declared)
        if (names.length > 0) problems.push(`${relative(folder, path)} imports ${names.join(', ')}`)
      }
    }
  }
  walk(join(folder, 'dist'))
  return problems
}
