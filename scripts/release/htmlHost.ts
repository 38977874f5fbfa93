// The pack test's page without a bundler (issue #33): the README's "Without a bundler" page, word for
// word, beside @foyer/react's one-file build (./standalone.ts). The file is copied out of the host's
// install, found through the published `@foyer/react/standalone` export, as a site would copy it.
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readReadmeBlock } from './viteHost.js'

/** The README's page: the first html block after its "Without a bundler" heading. */
export function readStandalonePage(): string {
  return readReadmeBlock('Without a bundler', 'html')
}

/**
 * Writes the page (index.html) and the installed foyer.js into `host`/html; returns that folder and the
 * installed file's path.
 */
export function writeHtmlHost(host: string): { dir: string; script: string } {
  const script = createRequire(join(host, 'package.json')).resolve('@foyer/react/standalone')
  const dir = join(host, 'html')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), readStandalonePage())
  copyFileSync(script, join(dir, 'foyer.js'))
  return { dir, script }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** The file's size, raw and gzip (what a server sending it compressed sends). */
export function describeStandalone(script: string): string {
  const raw = statSync(script).size
  const gzip = gzipSync(readFileSync(script)).length
  return `@foyer/react/standalone (dist/standalone/foyer.js): ${kib(raw)}, ${kib(gzip)} gzip`
}
