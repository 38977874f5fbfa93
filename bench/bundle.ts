// bench/bundle: what a visitor downloads, for the demo's production build (bench/measureChunks.ts says
// how chunks are counted and split between Foyer, its dependencies, React and the host).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { buildAndMeasure, type ChunkReport, foyerPageLoad, kib, printReport } from './measureChunks.js'

const root = join(fileURLToPath(import.meta.url), '..', '..')
const demo = join(root, 'apps', 'demo')
const outDir = join(root, '.foyer', 'bench-dist')

/** Builds the demo as `npm start` does (with `plugins` added) and measures its page (index.html). */
export async function measureDemo(plugins: Plugin[] = []): Promise<ChunkReport> {
  // The demo as `npm start` builds it: local chains, a Foyer server, a project and a WalletConnect relay
  // (their URLs only shape the build; nothing is contacted), so that every connector it wires is counted.
  process.env.FOYER_DEVNET_CHAINS ??= JSON.stringify([
    { chainId: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Foyer Local B', rpcUrl: 'http://127.0.0.1:8546' },
  ])
  process.env.FOYER_API_URL ??= 'http://127.0.0.1:8787'
  process.env.FOYER_PROJECT_ID ??= 'foyer-demo'
  process.env.FOYER_RELAY_URL ??= 'ws://127.0.0.1:8788'
  // An EVM site by default (the budget's case); FOYER_SOLANA={"rpcUrl":…,"caipNetworkId":…} measures the
  // demo with its Solana adapter too, as `npm start` builds it.
  process.env.FOYER_SOLANA ??= ''
  // The demo's page (index.html; react-only/ is bench/open's baseline, built beside it).
  return buildAndMeasure(demo, outDir, plugins)
}

async function main() {
  const report = await measureDemo()
  printReport(report)
  const foyerAdds = foyerPageLoad(report)
  console.log(
    `\nWhat Foyer adds to the page-load download (Foyer code + its dependencies, React excluded): ${kib(foyerAdds)} KiB gzip` +
      ` (target ≤ 25 KiB: ${(foyerAdds / 1024 / 25).toFixed(2)}× the budget)`,
  )
  if (report.modal) {
    const modal = report.modal.foyer + report.modal.deps
    console.log(
      `The modal's chunk and its static imports not on the page (Foyer code + deps): ${kib(modal)} KiB gzip` +
        ` (the first-view chunk's target ≤ 30 KiB: ${(modal / 1024 / 30).toFixed(2)}×). A first open downloads at least this;` +
        " bench/open measures all it downloads in a browser. The 'on demand' row adds every other chunk the page can import.",
    )
  }
  console.log(
    'Peers for comparison: 234–805 KiB gzip of JS on page load (measured side by side on this machine).',
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
