// House rule (issue #25): product source files of at most 400 lines and functions (declarations, function
// expressions, arrow functions, methods, accessors) of at most 100 lines. Data files are left out by name
// (`sizeExclusions`); functions that were over the limit when the rule arrived are listed with their length
// (`knownLongFunctions`): the check fails when a new one appears, a listed one grows, or a listed one is
// within the limit or gone (so the list only ever gets shorter). Files over 400 lines likewise
// (`knownLongFiles`, for files another change is taking apart). scripts/sizes.test.ts runs it.
import ts from 'typescript'
import { knownLongFiles, knownLongFunctions } from './sizes.debt.js'
import { productSources, type SourceFile } from './sources.js'

export const maxFileLines = 400
export const maxFunctionLines = 100

/** Data, not logic: catalogs, ABIs, the wallet directory, locale files and generated data (path patterns). */
export const sizeExclusions: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  { pattern: /^packages\/devnet\/src\/contracts\/abis\.ts$/, reason: 'compiled contract ABIs (generated)' },
  { pattern: /^packages\/server\/src\/directory\/wallets\.ts$/, reason: 'the wallet directory data' },
  {
    pattern: /^packages\/server\/src\/directory\/brandIcons\.data\.ts$/,
    reason: 'the directory’s logos (generated from @web3icons/core)',
  },
  {
    pattern: /^packages\/react\/src\/i18n\/(en|locales\/[\w-]+)\.ts$/,
    reason: 'UI message catalogs (one per locale)',
  },
  {
    pattern: /^packages\/[\w-]+\/src\/(i18n\/)?locales\/[\w-]+\.ts$/,
    reason: 'message catalogs of a package',
  },
]

/** A function and how many lines it spans. */
export interface MeasuredFunction {
  /** `path#name`, the name being the chain of named enclosing functions (e.g. `createLedger.transfer`). */
  key: string
  lines: number
}

const lineOf = (file: ts.SourceFile, position: number) => file.getLineAndCharacterOfPosition(position).line

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node }
  if (
    named.name &&
    (ts.isIdentifier(named.name) || ts.isStringLiteral(named.name) || ts.isPrivateIdentifier(named.name))
  )
    return named.name.text
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (parent && ts.isPropertyAssignment(parent) && !ts.isComputedPropertyName(parent.name))
    return parent.name.text
  if (parent && ts.isPropertyDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (parent && ts.isExportAssignment(parent)) return 'default'
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression
    const callName = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : 'call'
    // `memo(function X() {})`, `forwardRef((props) => ...)`: the call's own binding names it.
    const outer = parent.parent
    if (outer && ts.isVariableDeclaration(outer) && ts.isIdentifier(outer.name)) return outer.name.text
    return `(${callName} callback)`
  }
  return '(anonymous)'
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node)

/** Every function of a source text with its length in lines (first line to last, both counted). */
export function measureFunctions(path: string, text: string): MeasuredFunction[] {
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: MeasuredFunction[] = []
  const seen = new Map<string, number>()
  const visit = (node: ts.Node, names: string[]) => {
    let inner = names
    if (isFunction(node) && node.body) {
      const name = ts.isConstructorDeclaration(node) ? 'constructor' : nameOf(node)
      inner = [...names, name]
      let key = `${path}#${inner.join('.')}`
      const count = (seen.get(key) ?? 0) + 1
      seen.set(key, count)
      if (count > 1) key += `#${count}`
      found.push({ key, lines: lineOf(file, node.getEnd()) - lineOf(file, node.getStart(file)) + 1 })
    } else if (ts.isClassDeclaration(node) && node.name) inner = [...names, node.name.text]
    ts.forEachChild(node, (child) => visit(child, inner))
  }
  visit(file, [])
  return found
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/** The size problems of a set of files against a list of known long functions. */
export function findSizeProblems(
  files: SourceFile[],
  known: Readonly<Record<string, number>> = knownLongFunctions,
  longFiles: Readonly<Record<string, number>> = knownLongFiles,
): string[] {
  const problems: string[] = []
  const measured = new Map<string, number>()
  for (const { path, text } of files) {
    if (sizeExclusions.some(({ pattern }) => pattern.test(path))) continue
    const lines = lineCount(text)
    const allowedLines = longFiles[path]
    if (lines > maxFileLines && (allowedLines === undefined || lines > allowedLines))
      problems.push(`${path} has ${lines} lines (at most ${maxFileLines}): split it`)
    else if (allowedLines !== undefined && lines <= maxFileLines)
      problems.push(`${path} is ${lines} lines now, within the limit: remove it from scripts/sizes.debt.ts`)
    for (const fn of measureFunctions(path, text)) {
      measured.set(fn.key, fn.lines)
      const allowed = known[fn.key]
      if (fn.lines <= maxFunctionLines) continue
      if (allowed === undefined)
        problems.push(`${fn.key} has ${fn.lines} lines (functions: at most ${maxFunctionLines})`)
      else if (fn.lines > allowed)
        problems.push(`${fn.key} grew from ${allowed} to ${fn.lines} lines (known debt may only shrink)`)
    }
  }
  const lengths = new Map(files.map(({ path, text }) => [path, lineCount(text)]))
  for (const [path, allowed] of Object.entries(longFiles)) {
    if (!lengths.has(path))
      problems.push(`${path} (known debt, ${allowed} lines) is gone: remove it from scripts/sizes.debt.ts`)
  }
  for (const [key, allowed] of Object.entries(known)) {
    const lines = measured.get(key)
    if (lines === undefined)
      problems.push(`${key} (known debt, ${allowed} lines) is gone: remove it from scripts/sizes.debt.ts`)
    else if (lines <= maxFunctionLines)
      problems.push(`${key} is ${lines} lines now, within the limit: remove it from scripts/sizes.debt.ts`)
  }
  return problems
}

/** Runs the rule over the repository's product sources. */
export function checkSizes(repo: string): string[] {
  return findSizeProblems(productSources(repo))
}
