import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkInstanceMaps, findInstanceMapProblems, findModuleMaps } from './instanceMaps.js'

// A hang guard, not a timing rule: the check parses every source file of the repository, which took
// over Vitest's default 5 s on a loaded 2-core machine.
const REPOSITORY_TIMEOUT_MS = 60_000

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

describe('instance maps', () => {
  it(
    'the repository keeps the rule: no module-level map holds an instance’s state',
    () => {
      expect(checkInstanceMaps(repo)).toEqual([])
    },
    REPOSITORY_TIMEOUT_MS,
  )

  it('finds maps in module scope only, behind `as` and `export`', () => {
    const source = [
      'const a = new WeakMap<Foyer, string>()',
      'export const b = new Map() as Map<string, number>',
      'function f() { const c = new WeakMap() }',
      'class K { d = new Map() }',
    ].join('\n')
    expect(findModuleMaps('x.ts', source).map((map) => map.name)).toEqual(['a', 'b'])
  })

  it('refuses any module-level map in core and React, unless it is a listed cache', () => {
    const files = [
      {
        path: 'packages/core/src/actions/updateEmail.ts',
        text: 'const pending = new WeakMap<Foyer, string>()\n',
      },
      { path: 'packages/react/src/views/View.tsx', text: 'const typed = new Map<string, string>()\n' },
      { path: 'packages/core/src/kernel/format.ts', text: 'const cache = new Map<string, string>()\n' },
    ]
    expect(
      findInstanceMapProblems(files, { 'packages/core/src/kernel/format.ts#cache': 'a format cache' }),
    ).toEqual([
      "packages/core/src/actions/updateEmail.ts:1 keeps `pending` in a module-level map: put it in the instance's stores",
      "packages/react/src/views/View.tsx:1 keeps `typed` in a module-level map: put it in the instance's stores",
    ])
  })

  it('refuses a module-level map keyed by Foyer in other packages, not other maps there', () => {
    const files = [
      { path: 'packages/evm/src/a.ts', text: 'const byFoyer = new WeakMap<Foyer, number>()\n' },
      { path: 'packages/evm/src/b.ts', text: 'const byConnector = new WeakMap<Connector, number>()\n' },
    ]
    expect(findInstanceMapProblems(files, {})).toEqual([
      "packages/evm/src/a.ts:1 keys `byFoyer` by the Foyer instance: put it in the instance's stores",
    ])
  })

  it('refuses an exclusion whose map is gone', () => {
    const files = [{ path: 'packages/core/src/kernel/format.ts', text: 'export const x = 1\n' }]
    expect(
      findInstanceMapProblems(files, { 'packages/core/src/kernel/format.ts#cache': 'a format cache' }),
    ).toEqual([
      'packages/core/src/kernel/format.ts#cache is excluded but no longer exists: remove it from moduleMapExclusions',
    ])
  })
})
