// House rule (issue #25): core's flows are chain-agnostic. In `packages/core/src/{actions,state,selectors}`
// no string or regular expression names a chain RPC method (`eth_*`, `wallet_*`, `personal_sign`,
// `solana_*`...), a chain namespace (`'eip155'`, `'solana'`, `'bip122'`, `'polkadot'`, alone or as a CAIP
// prefix), or a 4-byte ABI selector (`0x` + 8 hex digits), and no module imports a chain SDK. Chain work goes
// through adapter capabilities (as Send's `readReceiver` and `transfer` do, and `ChainAdapter.features`
// for what Foyer's own features serve: the email wallet, identities, the on-ramp). Comments are not read.
// Files still carrying such literals are listed in `chainLiteralExclusions` with their count and reason;
// the count may only go down. scripts/chainLiterals.test.ts runs it and feeds it violations.
import ts from 'typescript'
import { importSpecifiers } from './imports.js'
import { productSources, type SourceFile } from './sources.js'

/** The folders of core that hold flows and state (relative to the repository). */
export const chainAgnosticFolders = [
  'packages/core/src/actions/',
  'packages/core/src/state/',
  'packages/core/src/selectors/',
]

const rpcMethod = /^(eth|wallet|solana|personal|net|web3|polkadot|bitcoin|sui|starknet)_\w+$/
const namespace = /^(eip155|solana|bip122|polkadot)(:|$)/
const selector = /0x[0-9a-fA-F]{8}(?![0-9a-fA-F])/
const chainSdk = /^(viem|ethers|@solana\/|@walletconnect\/|@polkadot\/|bitcoinjs-lib|@noble\/|@scure\/)/

/** Files that still hold chain literals: how many, and why they stay for now (the count may only go down). */
export const chainLiteralExclusions: Readonly<Record<string, { count: number; reason: string }>> = {}

/** One chain literal: where it is and what it says. */
export interface ChainLiteral {
  path: string
  line: number
  text: string
  kind: 'RPC method' | 'namespace' | 'ABI selector' | 'chain SDK import'
}

/** The chain literals of one source text (strings, templates, regular expressions and imports). */
export function findChainLiterals(path: string, text: string): ChainLiteral[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const found: ChainLiteral[] = []
  const add = (node: ts.Node, value: string, kind: ChainLiteral['kind']) =>
    found.push({
      path,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: value,
      kind,
    })
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const specifier = node.moduleSpecifier
      if (specifier && ts.isStringLiteral(specifier) && chainSdk.test(specifier.text))
        add(node, specifier.text, 'chain SDK import')
      return
    }
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const value = node.text
      if (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) {
        if (chainSdk.test(value)) add(node, value, 'chain SDK import')
      } else if (rpcMethod.test(value) || value === 'personal_sign') add(node, value, 'RPC method')
      else if (namespace.test(value)) add(node, value, 'namespace')
      else if (selector.test(value)) add(node, value, 'ABI selector')
    } else if (ts.isRegularExpressionLiteral(node)) {
      if (selector.test(node.text) || /(eth|wallet|solana)_\w/.test(node.text))
        add(node, node.text, 'ABI selector')
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  // `require`-less dynamic imports written in ways the walk above misses are still caught here.
  for (const specifier of importSpecifiers(text))
    if (chainSdk.test(specifier) && !found.some((literal) => literal.text === specifier))
      found.push({ path, line: 0, text: specifier, kind: 'chain SDK import' })
  return found
}

/** The problems of a set of files against the exclusion list. */
export function findChainLiteralProblems(
  files: SourceFile[],
  exclusions: Readonly<Record<string, { count: number; reason: string }>> = chainLiteralExclusions,
): string[] {
  const problems: string[] = []
  const paths = new Set<string>()
  for (const { path, text } of files) {
    if (!chainAgnosticFolders.some((folder) => path.startsWith(folder))) continue
    paths.add(path)
    const literals = findChainLiterals(path, text)
    const allowed = exclusions[path]
    if (allowed && literals.length <= allowed.count) {
      if (literals.length < allowed.count)
        problems.push(
          `${path} has ${literals.length} chain literals, listed with ${allowed.count}: lower its entry`,
        )
      continue
    }
    for (const literal of literals)
      problems.push(
        `${path}:${literal.line} ${literal.kind} ${literal.text} in chain-agnostic core: use an adapter capability`,
      )
  }
  for (const path of Object.keys(exclusions))
    if (!paths.has(path))
      problems.push(`${path} is listed in chainLiteralExclusions but is gone: remove its entry`)
  return problems
}

/** Runs the rule over the repository's product sources. */
export function checkChainLiterals(repo: string): string[] {
  return findChainLiteralProblems(productSources(repo))
}
