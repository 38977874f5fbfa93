// foyerChunks (@foyer/react/vite) in a real Vite build of a site with two pages: one embeds Foyer, the
// other is React alone. Foyer's share of its page is one chunk, and the page without Foyer loads none of
// Foyer's code (issue #32).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileHint, foyerChunks, isFoyerModule } from '@foyer/react/vite'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { repo as root } from './release/build.js'

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset

const pages: Record<string, string> = {
  'with-foyer': `import { createFoyer } from '@foyer/core'
import { ConnectButton, FoyerProvider } from '@foyer/react'
import { createRoot } from 'react-dom/client'
const foyer = createFoyer({ projectId: 'site', networks: [{ caipNetworkId: 'eip155:1', chainNamespace: 'eip155', id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }] })
createRoot(document.getElementById('root') as HTMLElement).render(<FoyerProvider foyer={foyer}><ConnectButton /></FoyerProvider>)
`,
  'react-alone': `import { useState } from 'react'
import { createRoot } from 'react-dom/client'
function Page() {
  const [count, setCount] = useState(0)
  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>
}
createRoot(document.getElementById('root') as HTMLElement).render(<Page />)
`,
}

let site = ''
let output: Output[] = []

beforeAll(async () => {
  // Inside the repository, so that the pages resolve @foyer/* and React from its node_modules.
  mkdirSync(join(root, '.foyer'), { recursive: true })
  site = mkdtempSync(join(root, '.foyer', 'chunks-site-'))
  for (const [page, code] of Object.entries(pages)) {
    writeFileSync(join(site, `${page}.tsx`), code)
    writeFileSync(
      join(site, `${page}.html`),
      `<!doctype html><html><body><div id="root"></div><script type="module" src="./${page}.tsx"></script></body></html>\n`,
    )
  }
  const result = await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), foyerChunks()],
    build: {
      write: false,
      sourcemap: true,
      rolldownOptions: { input: Object.keys(pages).map((page) => join(site, `${page}.html`)) },
    },
  })
  output = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []))
}, 60_000)

afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true })
})

/** The chunks a page loads before it runs: its entry and the entry's static imports, all the way down. */
function pageChunks(page: string): Rolldown.OutputChunk[] {
  const chunks = new Map(
    output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  )
  const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith(`${page}.html`))
  if (!entry) throw new Error(`no entry chunk for ${page}.html`)
  const seen = new Map<string, Rolldown.OutputChunk>()
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const file of chunk.imports) {
      const imported = chunks.get(file)
      if (imported) visit(imported)
    }
  }
  visit(entry)
  return [...seen.values()]
}

const withFoyerModules = (chunks: Rolldown.OutputChunk[]) =>
  chunks.filter((chunk) => chunk.moduleIds.some((id) => isFoyerModule(id))).map((chunk) => chunk.fileName)

test("Foyer's share of the page that embeds it is one chunk", () => {
  expect(withFoyerModules(pageChunks('with-foyer'))).toEqual([expect.stringMatching(/foyer-/)])
})

test("the page without Foyer loads none of Foyer's chunks, nor React from one", () => {
  expect(withFoyerModules(pageChunks('react-alone'))).toEqual([])
  const foyerChunk = pageChunks('with-foyer').find((chunk) => /foyer-/.test(chunk.fileName))
  expect(foyerChunk?.moduleIds.filter((id) => id.includes('/node_modules/react/'))).toEqual([])
})

test("Foyer's page chunk, minified, begins with V8's compile hint; no other chunk has it", () => {
  const chunks = output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  const hinted = chunks.filter((chunk) => chunk.code.includes(compileHint)).map((chunk) => chunk.fileName)
  expect(hinted).toEqual(withFoyerModules(pageChunks('with-foyer')))
  const page = chunks.find((chunk) => chunk.fileName === hinted[0])
  const [first, second] = page?.code.split('\n') ?? []
  expect(first).toBe(compileHint)
  // Minified: the code is on the next line, and the source map counts the hint's line.
  expect(second?.length).toBeGreaterThan(1000)
  expect(page?.map?.mappings.startsWith(';')).toBe(true)
  // The modal's chunks hold Foyer's modules too, and load at idle: not marked.
  expect(chunks.filter((chunk) => /Modal-/.test(chunk.fileName))).not.toEqual([])
})
