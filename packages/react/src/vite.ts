// @foyer/react/vite: the Vite plugin that keeps Foyer's page code in one chunk of a host's build (issue #32).

/** A module id of Foyer's, as Vite names it (forward slashes). */
type ModuleTest = (id: string) => boolean

/** The plugin's config: one code-splitting group, merged into the host's own by Vite. */
export interface FoyerChunksConfig {
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: Array<{ name: string; test: ModuleTest; tags: ['$initial'] }> }
      }
    }
  }
}

/** A Vite plugin (structurally: `import type { Plugin } from 'vite'` accepts it). */
export interface FoyerChunksPlugin {
  name: 'foyer-chunks'
  config(): FoyerChunksConfig
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

/**
 * Keeps Foyer's page code in one chunk of a Vite 8 (rolldown) build: the modules of `@foyer/*` that the
 * page loads (`$initial`: reached by static imports from the page's entry) go into one chunk, `foyer`.
 * The modal and each of its features load on demand in chunks of their own; without this group,
 * rolldown 1.2 and 1.3 split the page's share of Foyer into up to ten small chunks once the modal's
 * views load by feature (a pass that reduces the groups of shared modules one at a time in a fixed
 * order, which stops at a group whose move would leave a cycle of that moment): 27.8 KiB gzip on page
 * load against 25.5 with the group, in the demo. Vite 7 and older (rollup) do not split them, and
 * ignore `rolldownOptions`; webpack (Next.js) keeps a page's modules in its chunks without help.
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { foyerChunks } from '@foyer/react/vite'
 * export default defineConfig({ plugins: [react(), foyerChunks()] })
 */
export function foyerChunks(): FoyerChunksPlugin {
  const packages = packagesFolder()
  return {
    name: 'foyer-chunks',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'foyer', test: (id) => isFoyerModule(id, packages), tags: ['$initial'] }],
            },
          },
        },
      },
    }),
  }
}
