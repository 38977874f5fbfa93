// @foyer/react/vite: the Vite plugin that keeps Foyer's page code in one chunk of a host's build (issue #32).

/** A module id of Foyer's, as Vite names it (forward slashes). */
type ModuleTest = (id: string) => boolean

/** The plugin's config: one code-splitting group, merged into the host's own by Vite. */
export interface FoyerChunksConfig {
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: Array<{ name: string; test: ModuleTest; tags?: ['$initial']; priority?: number }>
        }
      }
    }
  }
}

/** A chunk as rolldown gives it to `output.postBanner`: its name and its modules. */
export interface RenderedChunkLike {
  name: string
  moduleIds: readonly string[]
}

/** `output.postBanner`: text put before a chunk once it is rendered and minified. */
export type PostBanner = string | ((chunk: RenderedChunkLike) => string | Promise<string>)

/**
 * What the plugin reads of Vite's resolved config: the module preload option (`build.modulePreload`)
 * and the build's outputs (`build.rolldownOptions.output`), whose `postBanner` it extends.
 */
export interface ModulePreloadConfig {
  build: {
    rolldownOptions?: { output?: { postBanner?: PostBanner } | Array<{ postBanner?: PostBanner }> }
    modulePreload:
      | false
      | {
          resolveDependencies?: (
            filename: string,
            deps: string[],
            context: { hostId: string; hostType: 'html' | 'js' },
          ) => string[]
        }
  }
}

/** What the plugin reads of a build's output: each chunk's file name and modules. */
export type BundleLike = Record<string, { type: string; fileName: string; moduleIds?: readonly string[] }>

/** A Vite plugin (structurally: `import type { Plugin } from 'vite'` accepts it). */
export interface FoyerChunksPlugin {
  name: 'foyer-chunks'
  config(): FoyerChunksConfig
  configResolved(config: ModulePreloadConfig): void
  generateBundle: { order: 'pre'; handler(options: unknown, bundle: BundleLike): void }
}

/** Where the `@foyer/*` packages sit beside this one: `…/node_modules/@foyer/` or a workspace's `packages/`. */
function packagesFolder(): string {
  // This module is <package>/dist/vite.js once installed, <package>/src/vite.ts in Foyer's workspace.
  const path = decodeURIComponent(new URL('../../', import.meta.url).pathname)
  // file:///C:/x → /C:/x on Windows, where Vite's ids read C:/x.
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path
}

/** Whether `id` is a module of one of Foyer's packages (not of a dependency they install). */
export function isFoyerModule(id: string, packages: string = packagesFolder()): boolean {
  const path = id.replace(/\\/g, '/')
  // Installed (npm, yarn, pnpm's .pnpm/<name>/node_modules/@foyer/<package>/).
  const installed = /\/node_modules\/@foyer\/[^/]+\/(.*)$/.exec(path)
  if (installed) return !installed[1]?.includes('node_modules/')
  // Foyer's own workspace, where the packages are linked.
  return path.startsWith(packages) && !path.slice(packages.length).includes('node_modules/')
}

/** Whether `id` is a module of React's packages (react, react-dom, scheduler). */
const isReactModule = (id: string): boolean =>
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)

/**
 * V8's per-file compile hint (Chrome 136 and later): every function of the file is compiled as the file
 * streams in, on a background thread, rather than on the main thread when it is first called. Other
 * engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad'

/** Whether `chunk` is the `foyer` group's chunk: Foyer's page code, which runs on every page load. */
const isFoyerPageChunk = (chunk: RenderedChunkLike, packages: string): boolean =>
  chunk.name === 'foyer' && chunk.moduleIds.some((id) => isFoyerModule(id, packages))

/** The banners withCompileHint made: an output given twice to the plugin is not wrapped twice. */
const hinted = new WeakSet<object>()

/** The host's `postBanner`, with the compile hint put first in Foyer's page chunk. */
function withCompileHint(host: PostBanner | undefined, packages: string): PostBanner {
  if (typeof host === 'function' && hinted.has(host)) return host
  const banner = async (chunk: RenderedChunkLike) => {
    const own = typeof host === 'function' ? await host(chunk) : (host ?? '')
    if (!isFoyerPageChunk(chunk, packages)) return own
    return own ? `${compileHint}\n${own}` : compileHint
  }
  hinted.add(banner)
  return banner
}

/**
 * Keeps Foyer's page code in one chunk of a Vite 8 (rolldown) build: the modules of `@foyer/*` that the
 * page loads (`$initial`: reached by static imports from the page's entry) go into one chunk, `foyer`.
 * The modal and each of its features load on demand in chunks of their own; without this group,
 * rolldown 1.2 and 1.3 split the page's share of Foyer into up to ten small chunks once the modal's
 * views load by feature (a pass that reduces the groups of shared modules one at a time in a fixed
 * order, which stops at a group whose move would leave a cycle of that moment): 27.8 KiB gzip on page
 * load against 25.5 with the group, in the demo. Vite 7 and older (rollup) do not split them, and
 * ignore `rolldownOptions`; webpack (Next.js) keeps a page's modules in its chunks without help.
 * React (`react`, `react-dom`, `scheduler`) gets a group of its own, `react`, first: rolldown puts a
 * group's dependencies in the group's chunk, React's core and JSX runtime went into `foyer`, and a page
 * of the site without Foyer (another HTML entry) downloaded and ran Foyer's chunk for them. Leaving the
 * dependencies out of the group (`includeDependenciesRecursively: false`) put them in chunks of
 * rolldown's choosing, another page's entry among them, and made cycles between chunks.
 *
 * It also leaves Vite's `modulepreload` links out of the dynamic imports of Foyer's chunks (the modal's,
 * its features', the server clients'): the browser's module loader fetches each chunk's imports once it
 * has the chunk. Vite's preload helper appends a link for every chunk an import needs, all in the task
 * that calls it; Foyer's idle prefetch of the modal made 11 links in its first idle task, 2.8 to 30 ms
 * of it on a 2-core machine, and that task lasted 30 to 56 ms in 6 of 8 loads (over the 50 ms of a
 * long task in 4). Without the links it takes under 2 ms (issue #32). A chunk's imports then arrive one
 * round trip after the chunk: the idle prefetch does not wait on them, and a click that comes before it
 * loads the modal as a hover does. The host's own imports keep their links, and a host's own
 * `resolveDependencies` is still called for them.
 *
 * And it puts V8's compile hint (`compileHint`) first in Foyer's page chunk, after minification, before
 * the host's own `postBanner`. Foyer's code on page load ran for about 20 ms of the main thread, and its
 * lazy compiles, one per function on its first call, were a large part of it: in bench/open's page with
 * Foyer's button, main-thread script time on load went from 93 to 78 ms (median of 24 loads, React alone
 * 56 to 64), with the load event no later. The chunk's other functions (about two thirds of them, called
 * later or never) are compiled too, off the main thread. The modal's chunks, fetched at idle, are not
 * marked. Firefox and Safari read the hint as a comment; webpack builds (Next.js) do not get it.
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { foyerChunks } from '@foyer/react/vite'
 * export default defineConfig({ plugins: [react(), foyerChunks()] })
 */
export function foyerChunks(): FoyerChunksPlugin {
  const packages = packagesFolder()
  // The build's chunks that hold a module of Foyer's, by file name (generateBundle, before Vite's own
  // import analysis asks for their dependencies).
  const foyerChunkFiles = new Set<string>()
  return {
    name: 'foyer-chunks',
    configResolved(config) {
      const { output } = config.build.rolldownOptions ?? {}
      for (const each of Array.isArray(output) ? output : output ? [output] : [])
        each.postBanner = withCompileHint(each.postBanner, packages)
      const { modulePreload } = config.build
      if (modulePreload === false) return
      const host = modulePreload.resolveDependencies
      modulePreload.resolveDependencies = (filename, deps, context) =>
        context.hostType === 'js' && foyerChunkFiles.has(filename)
          ? []
          : host
            ? host(filename, deps, context)
            : deps
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        foyerChunkFiles.clear()
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && output.moduleIds?.some((id) => isFoyerModule(id, packages)))
            foyerChunkFiles.add(output.fileName)
      },
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: isReactModule, priority: 1 },
                { name: 'foyer', test: (id) => isFoyerModule(id, packages), tags: ['$initial'] },
              ],
            },
          },
        },
      },
    }),
  }
}
