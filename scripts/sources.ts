// The product source files the house-rule checks read (scripts/*.ts): every `.ts`/`.tsx` module under a
// package's or an app's `src/`, tests, fixtures and test helpers left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** A test, a fixture or a test helper: not product code. */
export const isTestFile = (file: string): boolean =>
  /\.test\.tsx?$|\.fixture\.ts$|\.d\.ts$|(^|\/)test\//.test(file)

/** Every `.ts`/`.tsx` file under `folder`, as paths relative to `base`, sorted. */
export function listSources(folder: string, base: string): string[] {
  if (!existsSync(folder)) return []
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name)) files.push(relative(base, path))
    }
  }
  walk(folder)
  return files.sort()
}

/** The `src/` folders of the workspace: `packages/<name>/src` and `apps/<name>/src`, relative to `repo`. */
export function sourceRoots(repo: string): string[] {
  const roots: string[] = []
  for (const group of ['packages', 'apps']) {
    if (!existsSync(join(repo, group))) continue
    for (const name of readdirSync(join(repo, group)).sort()) {
      if (existsSync(join(repo, group, name, 'src'))) roots.push(`${group}/${name}/src`)
    }
  }
  return roots
}

/** A product source file: its path relative to the repository and its text. */
export interface SourceFile {
  path: string
  text: string
}

/** Every product source file of the workspace (paths relative to `repo`). */
export function productSources(repo: string): SourceFile[] {
  return sourceRoots(repo)
    .flatMap((root) => listSources(join(repo, root), repo))
    .filter((path) => !isTestFile(path))
    .map((path) => ({ path, text: readFileSync(join(repo, path), 'utf8') }))
}
