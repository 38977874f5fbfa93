import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkModuleIntl, findModuleIntlProblems } from './moduleIntl.js'

// A hang guard, not a timing rule: the check parses every source file of the repository.
const REPOSITORY_TIMEOUT_MS = 60_000

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

describe('Intl objects made when a module loads', () => {
  it(
    'the repository keeps the rule: page code makes no Intl object at module scope',
    () => {
      expect(checkModuleIntl(repo)).toEqual([])
    },
    REPOSITORY_TIMEOUT_MS,
  )

  it('finds constructors and calls at module scope, not inside functions, and only in page code', () => {
    const text = [
      "const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })",
      'export const zone = Intl.DateTimeFormat().resolvedOptions().timeZone',
      "const lazy = () => new Intl.PluralRules('en')",
      'function later() {',
      "  return new Intl.DateTimeFormat('en-US')",
      '}',
      'class Clock { format = new Intl.DateTimeFormat() }',
      "const element = <span>{new Intl.NumberFormat('fr').format(1)}</span>",
    ].join('\n')
    expect(
      findModuleIntlProblems([
        { path: 'packages/core/src/x.tsx', text },
        { path: 'packages/server/src/y.ts', text },
      ]),
    ).toEqual([
      'packages/core/src/x.tsx:1 Intl.NumberFormat is made when the module loads: make it on first use (lazyFormat)',
      'packages/core/src/x.tsx:2 Intl.DateTimeFormat is made when the module loads: make it on first use (lazyFormat)',
      'packages/core/src/x.tsx:8 Intl.NumberFormat is made when the module loads: make it on first use (lazyFormat)',
    ])
  })
})
