// House rule (issue #32): the UI's English texts load in parts, each with the code that shows them
// (packages/react/src/i18n/en.ts says which). A text a module shows must be in a part that is loaded
// when that module runs, or the visitor reads its key ('account.retry') instead of the text. For each
// part's entry module (the modal's chunk, each feature's), every UI key named in a module of its static
// import closure must be in the texts that part may read: its own, the modal's (loaded first) and the
// page's. A key named by a template (`account.tab.${tab}`) counts as every key it can become.
// scripts/textParts.test.ts runs it over the repository and feeds it violations.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export interface TextPart {
  /** The part's name, for messages ('modal', 'account'…). */
  name: string
  /** The module whose static imports are the code that shows these texts (relative to `root`). */
  entry: string
  /** The keys that code may show: the part's own and those loaded before it. */
  readable: ReadonlySet<string>
}

const staticImport =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g

/** The module a relative specifier names: `./x.js` → `x.ts` or `x.tsx`. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '')
  return ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((path) => existsSync(path))
}

/** `entry` and every module it reaches through static imports (type-only imports left out). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolveModule(file, match[1] as string)
      if (target) visit(target)
    }
  }
  visit(entry)
  return [...seen]
}

/** The UI keys a source names: quoted whole, or as the fixed start of a template (`title.${view}`). */
export function keysNamed(source: string, keys: readonly string[]): string[] {
  const named = new Set<string>()
  for (const match of source.matchAll(/(['"`])([\w.-]+)\1/g)) {
    const key = match[2] as string
    if (keys.includes(key)) named.add(key)
  }
  for (const match of source.matchAll(/`([\w.-]+\.)\$\{/g)) {
    const prefix = match[1] as string
    for (const key of keys) if (key.startsWith(prefix)) named.add(key)
  }
  return [...named]
}

/** Every key a part's code names that the part may not read, as sentences. */
export function checkTextParts(root: string, keys: readonly string[], parts: readonly TextPart[]): string[] {
  const problems: string[] = []
  for (const part of parts) {
    for (const file of staticClosure(join(root, part.entry))) {
      if (/\.test\.tsx?$/.test(file) || file.includes('/i18n/')) continue
      for (const key of keysNamed(readFileSync(file, 'utf8'), keys))
        if (!part.readable.has(key))
          problems.push(
            `${relative(root, file)} shows '${key}', which the ${part.name} part's texts do not hold (the module runs with ${part.entry})`,
          )
    }
  }
  return problems
}
