// House rule (issue #25): no per-instance state hidden in module-level maps. A feature's state lives in the
// Foyer instance's stores, where its type shows it and `destroy()` reaches it. In core and React every
// module-level `Map`/`WeakMap` is refused unless it is listed below as a cache that belongs to no instance;
// in every other package a module-level map whose type names `Foyer` is refused. scripts/instanceMaps.test.ts
// runs it over the repository and feeds it violations.
import ts from 'typescript'
import { productSources, type SourceFile } from './sources.js'

/** Packages whose module-level maps are all suspect: they are the ones that hold the instance. */
export const instancePackages = ['packages/core/src/', 'packages/react/src/']

/** Module-level maps that hold no instance's state (`path#name`), each with the reason it may stay. */
export const moduleMapExclusions: Readonly<Record<string, string>> = {
  'packages/core/src/kernel/errors/rpc.ts#rpcErrorsByCode':
    'a constant table from JSON-RPC code to error class',
  'packages/core/src/kernel/store/createStore.ts#serverStates':
    "keyed by a store: the first snapshot of useSyncExternalStore's server side, dropped with the store",
  'packages/core/src/kernel/messages/format.ts#parsed':
    'a cache of parsed message templates, the same for every instance',
  'packages/react/src/ui/shadowStyle.tsx#sheets':
    'a cache of constructed style sheets per CSS text, shared by every root',
  'packages/react/src/ui/shadowStyle.tsx#holders':
    'keyed by a shadow root: how many mounted views hold each adopted sheet in it, dropped with the root',
  'packages/react/src/web/elements.tsx#keys':
    'keyed by a custom element: which instance a <foyer-*> element renders',
}

/** A module-level `new Map(...)`/`new WeakMap(...)`: where it is, and the type text of its key and value. */
export interface ModuleMap {
  path: string
  name: string
  line: number
  typeText: string
}

const mapConstructors = new Set(['Map', 'WeakMap'])

/** The maps a module creates outside any function or class (its module scope). */
export function findModuleMaps(path: string, text: string): ModuleMap[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const found: ModuleMap[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (ts.isVariableDeclaration(node) && node.initializer) {
      let init: ts.Expression = node.initializer
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
        init = init.expression
      if (
        ts.isNewExpression(init) &&
        ts.isIdentifier(init.expression) &&
        mapConstructors.has(init.expression.text)
      ) {
        found.push({
          path,
          name: node.name.getText(file),
          line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
          typeText: `${node.type?.getText(file) ?? ''} ${init.typeArguments?.map((t) => t.getText(file)).join(',') ?? ''}`,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The module maps that break the rule, as readable problems. */
export function findInstanceMapProblems(
  files: SourceFile[],
  exclusions: Readonly<Record<string, string>> = moduleMapExclusions,
): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const { path, text } of files) {
    const strict = instancePackages.some((prefix) => path.startsWith(prefix))
    for (const map of findModuleMaps(path, text)) {
      const key = `${path}#${map.name}`
      seen.add(key)
      if (exclusions[key] !== undefined) continue
      if (strict)
        problems.push(
          `${path}:${map.line} keeps \`${map.name}\` in a module-level map: put it in the instance's stores`,
        )
      else if (/\bFoyer\b/.test(map.typeText))
        problems.push(
          `${path}:${map.line} keys \`${map.name}\` by the Foyer instance: put it in the instance's stores`,
        )
    }
  }
  for (const key of Object.keys(exclusions)) {
    if (!seen.has(key))
      problems.push(`${key} is excluded but no longer exists: remove it from moduleMapExclusions`)
  }
  return problems
}

/** Runs the rule over the repository's product sources. */
export function checkInstanceMaps(repo: string): string[] {
  return findInstanceMapProblems(productSources(repo))
}
