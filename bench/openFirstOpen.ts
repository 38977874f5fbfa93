// bench/open's first-open download: the script and style files the demo page fetched after its load
// event began and until the wallet list was visible, on a cold click (so: what it prefetched at idle, if
// anything, and what the click itself pulled in), each gzipped (level 9, as bench/bundle counts) from the
// build the world serves. The page's own load (entry, its modulepreloads) and the dev wallet's script
// (the stand-in for an extension) are not counted. Each file is told as the first view's (the modal's
// chunk, `Modal-*.js`, and the chunks it imports statically: what opening the modal needs, issue #32's
// first-view chunk) or as another of the page's idle prefetches (the server's clients, the wallet checks…).
import { gzipSync } from 'node:zlib'
import type { Opened } from './openScenarios.js'

export type FirstOpenWhen = 'after load, before the input' | 'after the input'

export interface FirstOpenFile {
  path: string
  when: FirstOpenWhen
  gzip: number
  /** Whether the modal's first view needs it: its chunk or one the chunk imports statically. */
  firstView: boolean
}

const bodies = new Map<string, Promise<Buffer>>()

/** The bytes of `url` as the world serves it, fetched once. */
function bodyOf(url: string): Promise<Buffer> {
  let body = bodies.get(url)
  if (!body) {
    body = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return Buffer.from(await response.arrayBuffer())
    })
    bodies.set(url, body)
  }
  return body
}

/** The gzip size (bytes, level 9) of `url` as the world serves it. */
const gzipSizeOf = async (url: string): Promise<number> => gzipSync(await bodyOf(url), { level: 9 }).length

/**
 * The relative specifiers a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`); a dynamic `import("./x.js")` is left out (its parenthesis never matches).
 */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)
  return [...new Set([...found].map((match) => match[1] as string))]
}

/** The URLs of `url` and every chunk it imports statically, recursively. */
async function staticClosure(url: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(url)) return seen
  seen.add(url)
  for (const specifier of staticImports((await bodyOf(url)).toString('utf8')))
    await staticClosure(new URL(specifier, url).href, seen)
  return seen
}

/** The modal's chunk in a Vite build of the demo (Foyer's modal module is `modal/Modal`). */
const isModalChunk = (path: string): boolean => /\/assets\/Modal-[\w-]+\.js$/.test(path)

/** The files of the first open on `origin` (the demo's), in the order they were requested. */
export async function firstOpenFiles(opened: Opened, origin: string): Promise<FirstOpenFile[]> {
  const { loadStart, resources } = opened.resources
  const picked = resources
    .filter((r) => {
      const url = new URL(r.name)
      return (
        url.origin === origin &&
        /\.(m?js|css)$/.test(url.pathname) &&
        !url.pathname.startsWith('/__') &&
        r.start >= loadStart &&
        r.start <= opened.visibleAt
      )
    })
    .sort((a, b) => a.start - b.start)
  const modal = picked.find((r) => isModalChunk(new URL(r.name).pathname))
  const firstView = modal ? await staticClosure(modal.name) : new Set<string>()
  return Promise.all(
    picked.map(async (r) => ({
      path: new URL(r.name).pathname,
      when: r.start < opened.input.at ? 'after load, before the input' : ('after the input' as FirstOpenWhen),
      gzip: await gzipSizeOf(r.name),
      firstView: firstView.has(r.name),
    })),
  )
}

/** Requests of other kinds or to other hosts during the first open (wallet icons, API calls…), by host and type. */
export function otherOpenRequests(opened: Opened, origin: string): string {
  const counts = new Map<string, number>()
  for (const r of opened.resources.resources) {
    if (r.start < opened.input.at || r.start > opened.visibleAt) continue
    const url = new URL(r.name)
    if (url.origin === origin && /\.(m?js|css)$/.test(url.pathname)) continue
    const key = `${url.host || url.protocol} ${r.type}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return (
    [...counts]
      .map(([key, n]) => `${n} × ${key}`)
      .sort()
      .join(', ') || 'none'
  )
}
