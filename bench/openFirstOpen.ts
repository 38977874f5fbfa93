// bench/open's first-open download: the script and style files the demo page fetched after its load
// event began and until the wallet list was visible, on a cold click (so: what it prefetched at idle, if
// anything, and what the click itself pulled in), each gzipped (level 9, as bench/bundle counts) from the
// build the world serves. The page's own load (entry, its modulepreloads) and the dev wallet's script
// (the stand-in for an extension) are not counted.
import { gzipSync } from 'node:zlib'
import type { Opened } from './openScenarios.js'

export type FirstOpenWhen = 'after load, before the input' | 'after the input'

export interface FirstOpenFile {
  path: string
  when: FirstOpenWhen
  gzip: number
}

const gzipCache = new Map<string, Promise<number>>()

/** The gzip size (bytes, level 9) of `url` as the world serves it. */
function gzipSizeOf(url: string): Promise<number> {
  let size = gzipCache.get(url)
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
    })
    gzipCache.set(url, size)
  }
  return size
}

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
  return Promise.all(
    picked.map(async (r) => ({
      path: new URL(r.name).pathname,
      when: r.start < opened.input.at ? 'after load, before the input' : ('after the input' as FirstOpenWhen),
      gzip: await gzipSizeOf(r.name),
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
