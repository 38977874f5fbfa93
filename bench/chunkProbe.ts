// bench/chunkProbe: what Foyer's Vite plugin (`foyerChunks`, @foyer/react/vite) does to the demo's page
// (issue #32). Builds the demo as it is and again with the plugin's code-splitting group taken out, and
// prints each build's page-load chunks, what Foyer adds to page load and the modal's first-open size.
//
//   npm run bench:chunk-probe
//
// What it showed (rolldown 1.2.19): with the modal's views loaded by feature, the demo's page without the
// group was 27.8 KiB gzip of Foyer in ten chunks (the catalog, the locales' table, the error classes,
// Vite's preload helper, the JSX runtime... each a chunk of its own), with it 25.5 KiB in one chunk
// beside React's; see the README's "Page load and lazy views".
import type { Plugin } from 'vite'
import { measureDemo } from './bundle.js'
import { type ChunkReport, foyerPageLoad, kib, printTable } from './measureChunks.js'

/** Takes the `foyer` code-splitting group (foyerChunks') out of the resolved config. */
const withoutFoyerGroup: Plugin = {
  name: 'foyer-chunk-probe',
  configResolved(config) {
    const output = config.build.rolldownOptions?.output
    for (const options of Array.isArray(output) ? output : output ? [output] : []) {
      const splitting = options.codeSplitting
      if (typeof splitting === 'object' && splitting.groups)
        splitting.groups = splitting.groups.filter((group) => group.name !== 'foyer')
    }
  },
}

const pageRows = (report: ChunkReport): string[][] =>
  report.rows
    .filter(([phase]) => phase === 'page load')
    .map(([, file, gzip, foyer]) => [file ?? '', gzip ?? '', foyer ?? ''])

async function main() {
  const builds: Array<[string, ChunkReport]> = [
    ['with foyerChunks', await measureDemo()],
    ['without it', await measureDemo([withoutFoyerGroup])],
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
