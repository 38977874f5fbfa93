import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { findUndeclaredImports, packageOf, undeclaredIn } from './undeclaredImports.js'

describe('undeclaredIn', () => {
  const declared = new Set(['@solana/kit', 'zod'])

  test('default: declared packages, the package itself, Node built-ins and relative paths pass', () => {
    const code = [
      "import { z } from 'zod'",
      "export * from '@solana/kit/extra'",
      "import { a } from '@foyer/solana/internal'",
      "import { readFile } from 'node:fs/promises'",
      "import { join } from 'path'",
      "import { b } from './b.js'",
      'const c = import("../c.js")',
      "const text = 'taken from ' + x + ' | '",
      "/** @example import { evm } from '@foyer/evm' */",
    ].join('\n')
    expect(undeclaredIn(code, '@foyer/solana', declared)).toEqual([])
  })

  test('error: an inferred type naming a package the manifest does not declare is found', () => {
    const dts =
      'declare function build(): Omit<import("@solana/transaction-messages").TransactionMessageWithFeePayer, "x">;\n' +
      'export declare function authenticate(): Promise<import("@walletconnect/types").SessionTypes.Struct>;\n' +
      "import 'side-effect'\n"
    expect(undeclaredIn(dts, '@foyer/solana', declared)).toEqual([
      '@solana/transaction-messages',
      '@walletconnect/types',
      'side-effect',
    ])
  })

  test('behavior: a scoped specifier names its package, a subpath its package too', () => {
    expect(packageOf('@scope/name/sub/path')).toBe('@scope/name')
    expect(packageOf('viem/accounts')).toBe('viem')
    expect(packageOf('./x.js')).toBeUndefined()
  })
})

describe('findUndeclaredImports', () => {
  const folder = mkdtempSync(join(tmpdir(), 'foyer-undeclared-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  test('error: names the staged file and the packages it imports without declaring', () => {
    mkdirSync(join(folder, 'dist', 'internal'), { recursive: true })
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({ name: '@foyer/x', dependencies: { zod: '4' }, peerDependencies: { react: '19' } }),
    )
    writeFileSync(join(folder, 'dist', 'index.js'), "import { z } from 'zod'\nimport 'react'\n")
    writeFileSync(join(folder, 'dist', 'internal', 'a.d.ts'), 'export type A = import("left-out").A\n')
    writeFileSync(join(folder, 'dist', 'internal', 'notes.md'), "import 'not-code'\n")
    expect(findUndeclaredImports(folder)).toEqual(['dist/internal/a.d.ts imports left-out'])
  })
})
