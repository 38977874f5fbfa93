import { describe, expect, test } from 'vitest'
import { foyerChunks, isFoyerModule } from './vite.js'

describe('isFoyerModule', () => {
  const workspace = '/work/foyer/packages/'

  test("takes the modules of Foyer's installed packages, with npm, yarn or pnpm", () => {
    expect(isFoyerModule('/site/node_modules/@foyer/core/dist/createFoyer.js', workspace)).toBe(true)
    expect(isFoyerModule('/site/node_modules/@foyer/react/dist/views/features/account.js', workspace)).toBe(
      true,
    )
    expect(
      isFoyerModule(
        '/site/node_modules/.pnpm/@foyer+evm@0.2.0/node_modules/@foyer/evm/dist/evmAdapter.js',
        workspace,
      ),
    ).toBe(true)
    expect(isFoyerModule('C:\\site\\node_modules\\@foyer\\core\\dist\\index.js', workspace)).toBe(true)
  })

  test('leaves out the dependencies, even those installed inside a Foyer package, and the rest of the site', () => {
    expect(isFoyerModule('/site/node_modules/viem/_esm/index.js', workspace)).toBe(false)
    expect(
      isFoyerModule('/site/node_modules/@foyer/wagmi/node_modules/@wagmi/core/dist/x.js', workspace),
    ).toBe(false)
    expect(isFoyerModule('/site/src/App.tsx', workspace)).toBe(false)
    expect(isFoyerModule('/site/node_modules/@foyerx/thing/index.js', workspace)).toBe(false)
  })

  test("takes the modules of Foyer's workspace, where the packages are linked", () => {
    expect(isFoyerModule('/work/foyer/packages/core/src/index.ts', workspace)).toBe(true)
    expect(isFoyerModule('/work/foyer/packages/wagmi/node_modules/@wagmi/core/src/x.ts', workspace)).toBe(
      false,
    )
    expect(isFoyerModule('/work/foyer/apps/demo/src/main.tsx', workspace)).toBe(false)
  })

  test("by default, the workspace is this package's folder's parent", () => {
    expect(isFoyerModule(new URL('./index.ts', import.meta.url).pathname)).toBe(true)
    expect(isFoyerModule(new URL('../../core/src/index.ts', import.meta.url).pathname)).toBe(true)
    expect(isFoyerModule(new URL('../../../apps/demo/src/main.tsx', import.meta.url).pathname)).toBe(false)
  })
})

test("foyerChunks: one group of Foyer's page modules ($initial), which Vite merges into the host's config", () => {
  const plugin = foyerChunks()
  expect(plugin.name).toBe('foyer-chunks')
  const [group, ...others] = plugin.config().build.rolldownOptions.output.codeSplitting.groups
  expect(others).toEqual([])
  expect(group).toMatchObject({ name: 'foyer', tags: ['$initial'] })
  expect(group?.test(new URL('./FoyerProvider.tsx', import.meta.url).pathname)).toBe(true)
  expect(group?.test('/site/node_modules/react/index.js')).toBe(false)
})
