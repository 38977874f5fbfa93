import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'
import { buildFrameBundle } from './buildFrameBundle.js'

const outDir = await mkdtemp(join(tmpdir(), 'foyer-frame-bundle-'))
afterAll(() => rm(outDir, { recursive: true, force: true }))

const text = (code: Uint8Array) => new TextDecoder().decode(code)

/** `buildFrameBundle` as the next process gets it: nothing in memory, the disk cache only. */
async function nextProcessBuild() {
  vi.resetModules()
  const fresh = await import('./buildFrameBundle.js')
  return fresh.buildFrameBundle({ outDir })
}

test('default: a main script and its chunk, minified IIFEs named by their hash, kept on disk with the hashes of their inputs', async () => {
  const bundle = await buildFrameBundle({ outDir })
  const { chunk } = bundle
  for (const script of [bundle, chunk]) {
    expect(script.fileName).toBe(`frame.${script.hash}.js`)
    expect(script.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(script.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
    expect(script.bytes).toBe(script.code.byteLength)
    expect(script.gzipBytes).toBeLessThan(script.bytes)
    // Byte arrays compared as one Buffer: toEqual walks 1.5 MB element by element (16 s, issue #30).
    expect(Buffer.from(await readFile(join(outDir, script.fileName))).equals(script.code)).toBe(true)
  }
  expect(chunk.fileName).not.toBe(bundle.fileName)
  const main = text(bundle.code)
  expect(main.startsWith('"use strict";(()=>{')).toBe(true)
  expect(main).toContain('foyer-frame-config')
  // The main script names its chunk and carries its integrity; zxcvbn and its word lists are the chunk's.
  expect(main).toContain(JSON.stringify(chunk.fileName))
  expect(main).toContain(JSON.stringify(chunk.integrity))
  expect(main).not.toContain('commonWords-en')
  const strength = text(chunk.code)
  expect(strength.startsWith('"use strict";var foyerPasswordStrength=(()=>{')).toBe(true)
  expect(strength).toContain('commonWords-en')
  expect(strength).not.toContain('foyer-frame-config')
  const manifest = JSON.parse(await readFile(join(outDir, 'frame-bundle.json'), 'utf8'))
  expect(manifest).toMatchObject({ version: 2, fileName: bundle.fileName, chunkFileName: chunk.fileName })
  expect(Object.keys(manifest.inputs)).toEqual(
    expect.arrayContaining(['src/main.ts', 'src/passwordStrength.ts', 'src/importPasswordStrength.ts']),
  )
  expect(manifest.inputs['src/main.ts']).toMatch(/^[0-9a-f]{64}$/)
  // A build takes seconds: the strength rule's word lists are 0.9 MB of the chunk.
}, 60_000)

test('behavior: built once per process; a forced build of the same sources has the same hashes', async () => {
  const first = await buildFrameBundle({ outDir })
  expect(await buildFrameBundle({ outDir })).toBe(first)
  const forced = await buildFrameBundle({ outDir, force: true })
  // Not `.not.toBe(first)`: on that path Vitest deep-compares both bundles for its message (17 s).
  expect(forced === first).toBe(false)
  expect(forced.fileName).toBe(first.fileName)
  expect(forced.chunk.fileName).toBe(first.chunk.fileName)
}, 60_000)

test('behavior: the next process reuses both files from disk; a changed file or an older manifest is rebuilt', async () => {
  const built = await buildFrameBundle({ outDir })
  const paths = [built.fileName, built.chunk.fileName, 'frame-bundle.json'].map((name) => join(outDir, name))
  const written = async () => Promise.all(paths.map(async (path) => (await stat(path)).mtimeMs))
  const before = await written()

  const reused = await nextProcessBuild()
  expect([reused.fileName, reused.chunk.fileName]).toEqual([built.fileName, built.chunk.fileName])
  expect(Buffer.from(reused.chunk.code).equals(built.chunk.code)).toBe(true)
  expect(await written()).toEqual(before)

  // A chunk changed on disk no longer has the name the main script loads it by: both are built again.
  await appendFile(join(outDir, built.chunk.fileName), '\n')
  const rebuilt = await nextProcessBuild()
  expect(rebuilt.chunk.fileName).toBe(built.chunk.fileName)
  expect(Buffer.from(await readFile(join(outDir, built.chunk.fileName))).equals(built.chunk.code)).toBe(true)

  // The manifest of a single-script bundle (version 1) names no chunk.
  const manifestPath = join(outDir, 'frame-bundle.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))
  await writeFile(manifestPath, JSON.stringify({ ...manifest, version: 1, chunkFileName: undefined }))
  const fromOld = await nextProcessBuild()
  expect(fromOld.chunk.fileName).toBe(built.chunk.fileName)
  expect(JSON.parse(await readFile(manifestPath, 'utf8'))).toMatchObject({ version: 2 })
}, 60_000)
