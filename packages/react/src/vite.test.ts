import { describe, expect, test } from 'vitest'
import { compileHint, foyerChunks, isFoyerModule, type ModulePreloadConfig, type PostBanner } from './vite.js'

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

test("foyerChunks: a group of Foyer's page modules ($initial) and one of React's before it, which Vite merges into the host's config", () => {
  const plugin = foyerChunks()
  expect(plugin.name).toBe('foyer-chunks')
  const [react, foyer, ...others] = plugin.config().build.rolldownOptions.output.codeSplitting.groups
  expect(others).toEqual([])
  expect(foyer).toMatchObject({ name: 'foyer', tags: ['$initial'] })
  expect(foyer?.test(new URL('./FoyerProvider.tsx', import.meta.url).pathname)).toBe(true)
  expect(foyer?.test('/site/node_modules/react/index.js')).toBe(false)
  expect(react).toMatchObject({ name: 'react', priority: 1 })
  for (const id of ['react/jsx-runtime.js', 'react-dom/client.js', 'scheduler/index.js'])
    expect(react?.test(`/site/node_modules/${id}`)).toBe(true)
  expect(react?.test('/site/node_modules/react-router/index.js')).toBe(false)
})

describe("foyerChunks: Vite's modulepreload links", () => {
  const foyerModule = new URL('./modal/Modal.tsx', import.meta.url).pathname
  const bundle = {
    'assets/Modal-1.js': { type: 'chunk', fileName: 'assets/Modal-1.js', moduleIds: [foyerModule] },
    'assets/Lazy-2.js': { type: 'chunk', fileName: 'assets/Lazy-2.js', moduleIds: ['/site/src/Lazy.tsx'] },
    'assets/styles-3.css': { type: 'asset', fileName: 'assets/styles-3.css' },
  }
  const deps = ['assets/schemas-4.js', 'assets/t-5.js']
  const fromJs = { hostId: 'assets/index-6.js', hostType: 'js' as const }

  test("are left out of the imports of Foyer's chunks and kept on the host's own", () => {
    const preload: Exclude<ModulePreloadConfig['build']['modulePreload'], false> = {}
    const plugin = foyerChunks()
    plugin.configResolved({ build: { modulePreload: preload } })
    plugin.generateBundle.handler({}, bundle)
    const resolve = preload.resolveDependencies
    expect(resolve?.('assets/Modal-1.js', deps, fromJs)).toEqual([])
    expect(resolve?.('assets/Lazy-2.js', deps, fromJs)).toEqual(deps)
    // An HTML page's own preloads are the page's: kept.
    expect(resolve?.('assets/Modal-1.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps)
  })

  test("the host's own resolveDependencies still decides for its imports", () => {
    const host = (_file: string, list: string[], _context: unknown) => list.slice(1)
    const config = { build: { modulePreload: { resolveDependencies: host } } }
    const plugin = foyerChunks()
    plugin.configResolved(config)
    plugin.generateBundle.handler({}, bundle)
    expect(config.build.modulePreload.resolveDependencies('assets/Lazy-2.js', deps, fromJs)).toEqual([
      'assets/t-5.js',
    ])
    expect(config.build.modulePreload.resolveDependencies('assets/Modal-1.js', deps, fromJs)).toEqual([])
  })

  test('a host that turned module preload off keeps it off', () => {
    const config = { build: { modulePreload: false as const } }
    foyerChunks().configResolved(config)
    expect(config.build.modulePreload).toBe(false)
  })
})

describe("foyerChunks: V8's compile hint on Foyer's page chunk", () => {
  const page = { name: 'foyer', moduleIds: [new URL('./FoyerProvider.tsx', import.meta.url).pathname] }
  const modal = { name: 'Modal', moduleIds: [new URL('./modal/Modal.tsx', import.meta.url).pathname] }
  const host = { name: 'index', moduleIds: ['/site/src/main.tsx'] }
  // A host's own chunk that it happened to name 'foyer'.
  const namesake = { name: 'foyer', moduleIds: ['/site/src/foyer.ts'] }
  const banners = async (postBanner?: PostBanner) => {
    const output: { postBanner?: PostBanner } = postBanner === undefined ? {} : { postBanner }
    foyerChunks().configResolved({ build: { rolldownOptions: { output }, modulePreload: false } })
    const banner = output.postBanner
    if (typeof banner !== 'function') throw new Error('no postBanner function')
    return Promise.all([page, modal, host, namesake].map((chunk) => banner(chunk)))
  }

  test("goes first in Foyer's page chunk only", async () => {
    expect(await banners()).toEqual([compileHint, '', '', ''])
  })

  test("keeps the host's own postBanner, text or function, after it", async () => {
    expect(await banners('/*! site */')).toEqual([
      `${compileHint}\n/*! site */`,
      '/*! site */',
      '/*! site */',
      '/*! site */',
    ])
    expect(await banners(async (chunk) => `/* ${chunk.name} */`)).toEqual([
      `${compileHint}\n/* foyer */`,
      '/* Modal */',
      '/* index */',
      '/* foyer */',
    ])
  })

  test('once, when the same output is given to the plugin twice', async () => {
    const output: { postBanner?: PostBanner } = {}
    const config = { build: { rolldownOptions: { output }, modulePreload: false as const } }
    foyerChunks().configResolved(config)
    foyerChunks().configResolved(config)
    expect(typeof output.postBanner === 'function' ? await output.postBanner(page) : undefined).toBe(
      compileHint,
    )
  })

  test('each of several outputs gets it', async () => {
    const outputs: Array<{ postBanner?: PostBanner }> = [{}, { postBanner: 'x' }]
    foyerChunks().configResolved({ build: { rolldownOptions: { output: outputs }, modulePreload: false } })
    const results = await Promise.all(
      outputs.map((output) =>
        typeof output.postBanner === 'function' ? output.postBanner(page) : undefined,
      ),
    )
    expect(results).toEqual([compileHint, `${compileHint}\nx`])
  })
})
