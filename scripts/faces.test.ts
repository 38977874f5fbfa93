import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { checkFaces, diffFaces, listFaces, readFaceNames } from './faces.js'
import { fakeRepository, removeFakeRepositories } from './fixtures.js'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')

afterEach(removeFakeRepositories)

describe('export snapshot', () => {
  // Reading every face takes the TypeScript checker over the packages' sources: seconds, not milliseconds.
  it('every face of every package matches scripts/faces.snapshot.json', { timeout: 120_000 }, () => {
    expect(checkFaces(repo)).toEqual([])
  })

  it('reads the names of each exports entry, re-exports followed, types marked', () => {
    const root = fakeRepository({
      'tsconfig.base.json': JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2022'], types: [] } }),
      'packages/thing/package.json': JSON.stringify({
        name: '@foyer/thing',
        exports: { '.': { types: './src/index.ts' }, './internal': './src/internal.ts' },
      }),
      'packages/thing/src/index.ts': "export { a } from './a.js'\nexport type B = string\n",
      'packages/thing/src/a.ts': 'export const a = 1\nexport const hidden = 2\n',
      'packages/thing/src/internal.ts': "export * from './a.js'\n",
    })
    const faces = listFaces(root)
    expect(faces.map((face) => face.name)).toEqual(['@foyer/thing', '@foyer/thing/internal'])
    expect(faces[0]!.entry).toBe(join(root, 'packages/thing/src/index.ts'))
    expect(readFaceNames(faces, root)).toEqual({
      '@foyer/thing': { count: 2, names: ['a', 'type B'] },
      '@foyer/thing/internal': { count: 2, names: ['a', 'hidden'] },
    })
  })

  it('fails on a name added or removed, a new face, a gone face, and a wrong count', () => {
    const snapshot = {
      '@foyer/core': { count: 2, names: ['createFoyer', 'type Foyer'] },
      '@foyer/old': { count: 1, names: ['x'] },
      '@foyer/react': { count: 5, names: ['FoyerProvider'] },
    }
    const current = {
      '@foyer/core': { count: 2, names: ['createFoyer', 'grabBag'] },
      '@foyer/core/internal': { count: 1, names: ['y'] },
      '@foyer/react': { count: 1, names: ['FoyerProvider'] },
    }
    expect(diffFaces(snapshot, current)).toEqual([
      '@foyer/core now exports grabBag',
      '@foyer/core no longer exports type Foyer',
      '@foyer/core/internal is a new face (1 names) missing from scripts/faces.snapshot.json',
      '@foyer/react: its count in scripts/faces.snapshot.json is wrong',
      '@foyer/old is no longer a face',
    ])
  })
})
