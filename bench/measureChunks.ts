// What a visitor downloads from a Vite build made with source maps and a manifest: bench/bundle measures
// the demo, bench/packHost a site built from the packed tarballs. Page load = the entry chunk and its
// static imports; first open = the chunks the modal pulls in on first open (dynamic imports of the
// page-load chunks, with their own static imports). Each chunk's gzip size is split between Foyer's code
// (packages/*, or @foyer/* once installed from tarballs), its dependencies (node_modules), React and the
// host in proportion to the bytes the source map attributes to each.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { build, type Plugin } from 'vite'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** React belongs to the host app (it renders with React anyway), so it is counted apart from Foyer's dependencies. */
type Owner = 'foyer' | 'deps' | 'react' | 'host'
type Split = Record<Owner, number> & { gzip: number }

function ownerOf(source: string): Owner {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(source)) return 'react'
  // A site that installed the tarballs: Foyer's own modules sit under node_modules/@foyer/.
  if (/node_modules\/@foyer\/devnet\//.test(source)) return 'host'
  if (/node_modules\/@foyer\//.test(source)) return 'foyer'
  if (source.includes('node_modules')) return 'deps'
  // The devnet package is the demo's own tooling (local chains, dev wallets): no site that embeds Foyer
  // ships it.
  if (source.includes('packages/devnet/')) return 'host'
  if (source.includes('packages/')) return 'foyer'
  return 'host'
}

function split(outDir: string, file: string): Split {
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

export interface ChunkReport {
  /** One row per chunk: phase, file, gzip, foyer, deps, react, host (KiB, one decimal). */
  rows: string[][]
  load: Split
  /**
   * Every chunk the page's own chunks import on demand, with their static imports: the modal, core's
   * lazy clients, the adapters' actions, the host's own lazy code. More than a first open downloads.
   */
  open: Split
  rest: Split
  /**
   * The modal's chunk and its static imports not on the page: what its first open downloads at least
   * (bench/open measures the whole of it in a browser); undefined when the build has no modal chunk.
   */
  modal: Split | undefined
}

/** The chunks of `entry` (a manifest key such as 'index.html') in the build at `outDir`, by phase. */
export function measureChunks(outDir: string, entry: string): ChunkReport {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  // Only what the entry can reach, statically or on demand, is counted.
  const reachable = new Set<string>()
  const reach = (key: string) => {
    if (reachable.has(key)) return
    reachable.add(key)
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])])
      reach(next)
  }
  reach(entry)
  const pageLoad = closure(manifest, [entry])
  const dynamic = [...pageLoad].flatMap((k) => manifest[k]?.dynamicImports ?? [])
  const firstOpen = [...closure(manifest, dynamic)].filter((k) => !pageLoad.has(k))
  const later = [...reachable].filter((k) => !pageLoad.has(k) && !firstOpen.includes(k))

  // The modal's module: @foyer/react's modal/Modal, from the sources (.tsx) or from a tarball (.js).
  const modalKey = [...reachable].find((key) => /(^|\/)modal\/Modal\.(tsx|js)$/.test(key))
  const modal = modalKey && [...closure(manifest, [modalKey])].filter((k) => !pageLoad.has(k))

  const rows: string[][] = []
  const sum = (keys: Iterable<string>, label?: string): Split => {
    const t = { gzip: 0, foyer: 0, deps: 0, react: 0, host: 0 }
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk?.file.endsWith('.js')) continue
      const s = split(outDir, chunk.file)
      for (const k of ['gzip', 'foyer', 'deps', 'react', 'host'] as const) t[k] += s[k]
      if (label) rows.push([label, chunk.file, ...[s.gzip, s.foyer, s.deps, s.react, s.host].map(kib)])
    }
    return t
  }
  return {
    load: sum(pageLoad, 'page load'),
    open: sum(firstOpen, 'on demand'),
    rest: sum(later, 'later'),
    modal: modal ? sum(modal) : undefined,
    rows,
  }
}

export const kib = (n: number): string => (n / 1024).toFixed(1)

/** Prints a Markdown table. */
export function printTable(head: string[], body: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)))
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(line(head))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
}

/** The report's chunk table and its totals by phase. */
export function printReport({ rows, load, open, rest }: ChunkReport): void {
  console.log('\nChunks (KiB gzip; Foyer / dependencies / host split by source-map bytes)\n')
  printTable(['when', 'chunk', 'gzip', 'foyer', 'deps', 'react', 'host'], rows)
  console.log('\nTotals (KiB gzip)\n')
  const phase = (name: string, t: Split) => [name, ...[t.gzip, t.foyer, t.deps, t.react, t.host].map(kib)]
  printTable(
    ['phase', 'total', 'foyer code', 'foyer deps', 'react (host)', 'host code'],
    [
      phase('page load', load),
      phase('on demand: all the page imports directly, with their imports', open),
      phase('later (feature views)', rest),
    ],
  )
}

/** What Foyer adds to the page-load download: its code and its dependencies, React excluded (bytes). */
export const foyerPageLoad = ({ load }: ChunkReport): number => load.foyer + load.deps

/**
 * Builds the Vite site at `root` (its vite.config.ts, with `plugins` added) into `outDir` with source maps
 * and a manifest, and measures its page (index.html).
 */
export async function buildAndMeasure(
  root: string,
  outDir: string,
  plugins: Plugin[] = [],
): Promise<ChunkReport> {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    plugins,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
  })
  return measureChunks(outDir, 'index.html')
}
