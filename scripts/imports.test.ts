import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { checkRepository, importSpecifiers } from './imports.js'

// A hang guard, not a timing rule: the check parses every source file of the repository, which took
// over Vitest's default 5 s on a loaded 2-core machine.
const REPOSITORY_TIMEOUT_MS = 60_000

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const scratch: string[] = []

/** A throw-away repository with the given files (paths relative to its root). */
function fakeRepository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'foyer-imports-'))
  scratch.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

afterEach(() => {
  for (const root of scratch.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('import rules', () => {
  it(
    'the repository keeps them: no cycle, no import up a floor of core',
    () => {
      expect(checkRepository(repo)).toEqual([])
    },
    REPOSITORY_TIMEOUT_MS,
  )

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const source = [
      "import { a } from './a.js'",
      "import type { B } from '../b.js'",
      "export * from './c.js'",
      "export { d } from './d.js'",
      "import './e.js'",
      "const f = await import('./f.js')",
      "import {\n  g,\n  type H,\n} from '@foyer/protocol'",
    ].join('\n')
    expect(importSpecifiers(source)).toEqual([
      './a.js',
      '../b.js',
      './c.js',
      './d.js',
      './e.js',
      './f.js',
      '@foyer/protocol',
    ])
  })

  it('refuses an import that runs up a floor of core, naming both floors', () => {
    const root = fakeRepository({
      'packages/core/src/kernel/utils/format.ts': "import { router } from '../../state/modal/router.js'\n",
      'packages/core/src/state/modal/router.ts': 'export const router = 1\n',
    })
    expect(checkRepository(root)).toEqual([
      'kernel/utils/format.ts (kernel) imports state/modal/router.ts (state), a floor above',
    ])
  })

  it('refuses a module on no floor', () => {
    const root = fakeRepository({ 'packages/core/src/internal/grabBag.ts': 'export const x = 1\n' })
    expect(checkRepository(root)).toEqual([
      'internal/grabBag.ts is on no floor (types → kernel → api → state → actions → entry)',
    ])
  })

  it('refuses a cycle, also between type-only imports and in other packages', () => {
    const root = fakeRepository({
      'packages/react/src/a.ts': "import type { B } from './b.js'\nexport type A = B\n",
      'packages/react/src/b.ts': "import type { A } from './a.js'\nexport type B = A\n",
    })
    expect(checkRepository(root)).toEqual(['cycle in react: a.ts → b.ts → a.ts'])
  })

  it('refuses a package imported dynamically in code a page runs, and lets the server and devnet do it', () => {
    const root = fakeRepository({
      'packages/evm/src/evmSiwx.ts':
        "export const verify = async () => (await import('viem')).verifyMessage\n",
      'packages/evm/src/lazy.ts':
        "/** @example load(() => import('viem')) */\n// or import('viem')\nexport const load = () => import('./evmSiwx.js')\n",
      'packages/server/src/bitcoin.ts': "export const load = () => import('bip322-js')\n",
      'packages/devnet/src/build.ts': "export const load = () => import('esbuild')\n",
    })
    expect(checkRepository(root)).toEqual([
      "evm: evmSiwx.ts imports the package 'viem' dynamically; import it from a module of ours and load that module instead",
    ])
  })
})
