import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSizes, findSizeProblems, measureFunctions } from './sizes.js'

// A hang guard, not a timing rule: the check parses every source file of the repository, which took
// over Vitest's default 5 s on a loaded 2-core machine.
const REPOSITORY_TIMEOUT_MS = 60_000

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const lines = (count: number) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i}`).join('\n')

describe('sizes', () => {
  it(
    'the repository keeps the rule: files ≤ 400 lines, functions ≤ 100 or listed debt',
    () => {
      expect(checkSizes(repo)).toEqual([])
    },
    REPOSITORY_TIMEOUT_MS,
  )

  it('measures declarations, arrows, methods and callbacks, named by where they sit', () => {
    const source = [
      'export function outer() {',
      '  const inner = () => {',
      '    return 1',
      '  }',
      '  useEffect(() => {})',
      '}',
      'class Box { open() { return 2 } }',
      'const View = memo(function View() { return null })',
    ].join('\n')
    expect(measureFunctions('a.ts', source)).toEqual([
      { key: 'a.ts#outer', lines: 6 },
      { key: 'a.ts#outer.inner', lines: 3 },
      { key: 'a.ts#outer.(useEffect callback)', lines: 1 },
      { key: 'a.ts#Box.open', lines: 1 },
      { key: 'a.ts#View', lines: 1 },
    ])
  })

  it('refuses a file over 400 lines and a new function over 100, not data files', () => {
    const files = [
      { path: 'packages/core/src/big.ts', text: `${'export const a = 1\n'.repeat(401)}` },
      { path: 'packages/core/src/long.ts', text: `export function long() {\n${lines(100)}\n}\n` },
      { path: 'packages/react/src/i18n/locales/fr.ts', text: `${'export const a = 1\n'.repeat(500)}` },
    ]
    expect(findSizeProblems(files, {}, {})).toEqual([
      'packages/core/src/big.ts has 401 lines (at most 400): split it',
      'packages/core/src/long.ts#long has 102 lines (functions: at most 100)',
    ])
  })

  it('holds known debt to its length, and asks for an entry to go once it is paid', () => {
    const files = [
      { path: 'packages/core/src/a.ts', text: `export function grew() {\n${lines(110)}\n}\n` },
      { path: 'packages/core/src/b.ts', text: `export function paid() {\n${lines(10)}\n}\n` },
    ]
    const known = { 'packages/core/src/a.ts#grew': 105, 'packages/core/src/b.ts#paid': 150 }
    expect(findSizeProblems(files, known, {})).toEqual([
      'packages/core/src/a.ts#grew grew from 105 to 112 lines (known debt may only shrink)',
      'packages/core/src/b.ts#paid is 12 lines now, within the limit: remove it from scripts/sizes.debt.ts',
    ])
  })
})
