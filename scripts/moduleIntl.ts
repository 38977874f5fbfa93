// House rule (issue #32): no `Intl` object is made when a module is evaluated. Making one loads its
// locale's data: a currency formatter at the top of a module cost 50 to 75 ms of the modal chunk's
// evaluation, which the page runs at idle when it prefetches the modal, and every module on the page
// is evaluated before it first paints. Make it on first use instead (`lazyFormat` in
// @foyer/core/views, or inside the function that needs it). scripts/moduleIntl.test.ts runs it over
// the repository and feeds it violations.
import ts from 'typescript'
import { productSources, type SourceFile } from './sources.js'

/** Code that runs in the visitor's page: every package but the server and the dev chains, and the apps. */
export const pageCode = (path: string): boolean =>
  (path.startsWith('packages/') || path.startsWith('apps/')) &&
  !path.startsWith('packages/server/') &&
  !path.startsWith('packages/devnet/')

/** `Intl.X(...)` or `new Intl.X(...)` outside any function or class body: where, and what. */
export function findModuleIntl(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Intl'
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
      found.push(
        `${path}:${line} Intl.${node.expression.name.text} is made when the module loads: make it on first use (lazyFormat)`,
      )
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** Every module-scope `Intl` object in page code, as readable problems. */
export function findModuleIntlProblems(files: SourceFile[]): string[] {
  return files.filter(({ path }) => pageCode(path)).flatMap(({ path, text }) => findModuleIntl(path, text))
}

/** The rule over the repository at `repo`. */
export const checkModuleIntl = (repo: string): string[] => findModuleIntlProblems(productSources(repo))
