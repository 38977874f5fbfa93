// bench/bundle: what a visitor downloads, for the demo's production build.
// Page load = the entry chunk and its static imports; first open = the chunks the modal pulls in on first
// open (dynamic imports of the page-load chunks, with their own static imports). Each chunk's gzip size is
// split between Foyer's code (packages/*), its dependencies (node_modules) and the host demo (apps/demo)
// in proportion to the bytes the source map attributes to each.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { build } from 'vite'

const root = join(fileURLToPath(import.meta.url), '..', '..')
const demo = join(root, 'apps', 'demo')
const outDir = join(root, '.foyer', 'bench-dist')

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** React belongs to the host app (it renders with React anyway), so it is counted apart from Foyer's dependencies. */
type Owner = 'foyer' | 'deps' | 'react' | 'host'

function ownerOf(source: string): Owner {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(source)) return 'react'
  if (source.includes('node_modules')) return 'deps'
  // The devnet package is the demo's own tooling (local chains, dev wallets): no site that embeds Foyer
  // ships it.
  if (source.includes('packages/devnet/')) return 'host'
  if (source.includes('packages/')) return 'foyer'
  return 'host'
}

function split(file: string): Record<Owner, number> & { gzip: number } {
  const code = readFileSync(join(outDir, file), 'utf8')
  const gzip = gzipSync(code, { level: 9 }).length
  // The bundler's own runtime chunk has no source map: count it as a dependency (against Foyer).
  if (!existsSync(join(outDir, `${file}.map`))) return { gzip, foyer: 0, deps: gzip, react: 0, host: 0 }
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')))
  const lines = code.split('\n')
  const bytes: Record<Owner, number> = { foyer: 0, deps: 0, react: 0, host: 0 }
  let last: { line: number; column: number; owner: Owner } | undefined
  const flush = (line: number, column: number) => {
    if (!last) return
    const length =
      line === last.line ? column - last.column : (lines[last.line - 1]?.length ?? 0) - last.column + column
    bytes[last.owner] += Math.max(0, length)
  }
  map.eachMapping(
    (m) => {
      flush(m.generatedLine, m.generatedColumn)
      last = {
        line: m.generatedLine,
        column: m.generatedColumn,
        owner: m.source ? ownerOf(m.source) : 'host',
      }
    },
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  )
  flush(lines.length, lines[lines.length - 1]?.length ?? 0)
  const total = bytes.foyer + bytes.deps + bytes.react + bytes.host || 1
  const share = (owner: Owner) => (gzip * bytes[owner]) / total
  return { gzip, foyer: share('foyer'), deps: share('deps'), react: share('react'), host: share('host') }
}

function closure(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    closure(manifest, manifest[key]?.imports ?? [], seen)
  }
  return seen
}

async function main() {
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
  await build({
    root: demo,
    configFile: join(demo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
  })
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  // The demo's page (index.html; react-only/ is bench/open's baseline, built beside it): only what it can
  // reach, statically or on demand, is counted.
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry && k === 'index.html')
  const reachable = new Set<string>()
  const reach = (key: string) => {
    if (reachable.has(key)) return
    reachable.add(key)
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])])
      reach(next)
  }
  for (const entry of entries) reach(entry)
  const pageLoad = closure(manifest, entries)
  const dynamic = [...pageLoad].flatMap((k) => manifest[k]?.dynamicImports ?? [])
  const firstOpen = [...closure(manifest, dynamic)].filter((k) => !pageLoad.has(k))
  const later = [...reachable].filter((k) => !pageLoad.has(k) && !firstOpen.includes(k))

  const kib = (n: number) => (n / 1024).toFixed(1)
  const rows: string[][] = []
  const sum = (keys: Iterable<string>, label: string) => {
    const t = { gzip: 0, foyer: 0, deps: 0, react: 0, host: 0 }
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk?.file.endsWith('.js')) continue
      const s = split(chunk.file)
      for (const k of ['gzip', 'foyer', 'deps', 'react', 'host'] as const) t[k] += s[k]
      rows.push([label, chunk.file, kib(s.gzip), kib(s.foyer), kib(s.deps), kib(s.react), kib(s.host)])
    }
    return t
  }
  const load = sum(pageLoad, 'page load')
  const open = sum(firstOpen, 'on demand')
  const rest = sum(later, 'later')

  const table = (head: string[], body: string[][]) => {
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)))
    const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
    console.log(line(head))
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
    for (const r of body) console.log(line(r))
  }
  console.log('\nChunks (KiB gzip; Foyer / dependencies / host split by source-map bytes)\n')
  table(['when', 'chunk', 'gzip', 'foyer', 'deps', 'react', 'host'], rows)
  console.log('\nTotals (KiB gzip)\n')
  const foyerAdds = load.foyer + load.deps
  const phase = (name: string, t: typeof load) => [
    name,
    ...[t.gzip, t.foyer, t.deps, t.react, t.host].map(kib),
  ]
  table(
    ['phase', 'total', 'foyer code', 'foyer deps', 'react (host)', 'host code'],
    [
      phase('page load', load),
      phase('on demand: first open, first connect', open),
      phase('later (feature views)', rest),
    ],
  )
  console.log(
    `\nWhat Foyer adds to the page-load download (Foyer code + its dependencies, React excluded): ${kib(foyerAdds)} KiB gzip` +
      ` (target ≤ 25 KiB: ${(foyerAdds / 1024 / 25).toFixed(2)}× the budget)`,
  )
  console.log(
    'Peers for comparison: 234–805 KiB gzip of JS on page load (measured side by side on this machine).',
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
