// bench/chunkProbe: how the demo's rolldown build chunks the page when some of the modal's views load on
// demand (issue #32). Builds the demo twice, as it is and with the views named on the command line made
// lazy (React.lazy, each from its own module, rewritten in memory: no file changes), and prints each
// build's page-load chunks, what Foyer adds to page load and the modal's first-open size.
//
//   npm run bench:chunk-probe -- AccountView,NetworksView
//
// What it showed (rolldown 1.2.19 and 1.3.2): one lazy view splits nothing of the page, or splits its own
// modules into up to eight chunks and adds up to 1.8 KiB gzip to page load, depending on which page
// modules the view reaches; see the README's "Page load and lazy views".
import type { Plugin } from 'vite'
import { measureDemo } from './bundle.js'
import { type ChunkReport, foyerPageLoad, kib, printTable } from './measureChunks.js'

const registry = /packages\/react\/src\/views\/viewComponents\.ts$/

/**
 * Rewrites views/viewComponents.ts so that each view in `lazy` loads on demand: its name leaves the
 * static import and becomes `const Name = lazy(() => import('./path.js').then(...))`.
 */
export function lazyViews(lazy: ReadonlySet<string>): Plugin {
  return {
    name: 'foyer-chunk-probe',
    enforce: 'pre',
    transform(code, id) {
      if (!registry.test(id)) return undefined
      const made: string[] = []
      const rewritten = code.replace(
        /import \{([^}]*)\} from '(\.\/[^']*)'\n/g,
        (_statement, names: string, path: string) => {
          const all = names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
          for (const name of all.filter((n) => lazy.has(n)))
            made.push(`const ${name} = lazy(() => import('${path}').then((m) => ({ default: m.${name} })))\n`)
          const kept = all.filter((name) => !lazy.has(name))
          return kept.length > 0 ? `import { ${kept.join(', ')} } from '${path}'\n` : ''
        },
      )
      const missing = [...lazy].filter((name) => !made.some((line) => line.startsWith(`const ${name} `)))
      if (missing.length > 0) this.error(`bench:chunk-probe: no view named ${missing.join(', ')}`)
      const lazyCode = rewritten.replace(
        "import type { ComponentType } from 'react'",
        `import { type ComponentType, lazy } from 'react'\n${made.join('')}`,
      )
      // The probe reads chunk sizes, not lines: no source map of the rewrite (null: none to chain).
      return { code: lazyCode, map: null }
    },
  }
}

const pageRows = (report: ChunkReport): string[][] =>
  report.rows
    .filter(([phase]) => phase === 'page load')
    .map(([, file, gzip, foyer]) => [file ?? '', gzip ?? '', foyer ?? ''])

async function main() {
  const lazy = new Set((process.argv[2] ?? '').split(',').filter(Boolean))
  if (lazy.size === 0) {
    console.error(
      'Usage: npm run bench:chunk-probe -- ViewName[,ViewName…] (names as views/viewComponents.ts imports them)',
    )
    process.exit(2)
  }
  const builds: Array<[string, ChunkReport]> = [
    ['as it is', await measureDemo()],
    [`lazy: ${[...lazy].join(', ')}`, await measureDemo([lazyViews(lazy)])],
  ]
  for (const [name, report] of builds) {
    console.log(`\n${name}: page-load chunks (KiB gzip)\n`)
    printTable(['chunk', 'gzip', 'foyer'], pageRows(report))
  }
  console.log('\nTotals\n')
  printTable(
    ['build', 'page-load chunks', 'Foyer on page load (bytes gzip)', 'modal first open (KiB gzip)'],
    builds.map(([name, report]) => [
      name,
      String(pageRows(report).length),
      Math.round(foyerPageLoad(report)).toString(),
      report.modal ? kib(report.modal.foyer + report.modal.deps) : '-',
    ]),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
