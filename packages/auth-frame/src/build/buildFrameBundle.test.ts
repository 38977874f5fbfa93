import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { buildFrameBundle } from './buildFrameBundle.js'

const outDir = await mkdtemp(join(tmpdir(), 'foyer-frame-bundle-'))
afterAll(() => rm(outDir, { recursive: true, force: true }))

test('default: a minified IIFE named by its hash, kept on disk with the hashes of its inputs', async () => {
  const bundle = await buildFrameBundle({ outDir })
  expect(bundle.fileName).toBe(`frame.${bundle.hash}.js`)
  expect(bundle.hash).toMatch(/^[0-9a-f]{16}$/)
  expect(bundle.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
  expect(bundle.bytes).toBe(bundle.code.byteLength)
  expect(bundle.gzipBytes).toBeLessThan(bundle.bytes)
  const text = new TextDecoder().decode(bundle.code)
  expect(text.startsWith('"use strict";(()=>{')).toBe(true)
  expect(text).toContain('foyer-frame-config')
  // Byte arrays compared as one Buffer: toEqual walks 1.5 MB element by element (16 s, issue #30).
  expect(Buffer.from(await readFile(join(outDir, bundle.fileName))).equals(bundle.code)).toBe(true)
  const manifest = JSON.parse(await readFile(join(outDir, 'frame-bundle.json'), 'utf8'))
  expect(manifest.fileName).toBe(bundle.fileName)
  expect(Object.keys(manifest.inputs)).toContain('src/main.ts')
  expect(manifest.inputs['src/main.ts']).toMatch(/^[0-9a-f]{64}$/)
  // A build takes seconds: the strength rule's word lists are 0.9 MB of the bundle.
}, 60_000)

test('behavior: built once per process; a forced build of the same sources has the same hash', async () => {
  const first = await buildFrameBundle({ outDir })
  expect(await buildFrameBundle({ outDir })).toBe(first)
  const forced = await buildFrameBundle({ outDir, force: true })
  // Not `.not.toBe(first)`: on that path Vitest deep-compares both bundles for its message (17 s).
  expect(forced === first).toBe(false)
  expect(forced.fileName).toBe(first.fileName)
}, 60_000)
