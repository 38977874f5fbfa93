// Node only (esbuild, the file system): bundles the frame's browser entry (../main.ts) for the server
// that serves the frame page. Not part of the frame's browser code; imported as '@foyer/auth-frame/build'.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { FrameError } from '../errors.js'

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const ENTRY = join(packageRoot, 'src', 'main.ts')
const MANIFEST_VERSION = 1

/** The frame's browser bundle: one minified IIFE, named by its content's hash. */
export interface FrameBundle {
  /** The script's bytes (UTF-8 JavaScript). */
  code: Uint8Array
  /** The first 16 hex digits of the code's SHA-256: the name changes whenever the code does. */
  hash: string
  /** `frame.<hash>.js`: the address the frame page loads it from (cacheable for ever). */
  fileName: string
  /** `sha384-…` of the code, for the script element's `integrity`. */
  integrity: string
  /** Size of the code, and gzipped (level 9). */
  bytes: number
  gzipBytes: number
}

export interface BuildFrameBundleParameters {
  /** Where the bundle and its manifest are kept between runs; `packages/auth-frame/dist` by default. */
  outDir?: string
  /** Build even when the cached bundle's inputs are unchanged. */
  force?: boolean
}

/** What the cache remembers: the bundle's file, and each input file's SHA-256 when it was built. */
interface Manifest {
  version: number
  fileName: string
  inputs: Record<string, string>
}

/** The frame bundle could not be built (a compile error, a missing dependency) or written. */
export class FrameBundleError extends FrameError {
  override name = 'FrameBundleError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The secure frame bundle could not be built', { code: 'FRAME_BUNDLE_FAILED', cause })
  }
}

const builds = new Map<string, Promise<FrameBundle>>()

/**
 * Builds the secure frame's browser bundle (src/main.ts, minified IIFE for es2022 browsers) with esbuild,
 * on demand: the result is kept in memory for the process, and on disk (`outDir`) with the SHA-256 of
 * every input file, so that the next process rebuilds only when a source of the frame, or of a dependency
 * it bundles, changed. Rejects with `FrameBundleError`.
 *
 * @example
 * const bundle = await buildFrameBundle()
 * bundle.fileName // 'frame.3f2a…e1.js'
 */
export function buildFrameBundle(parameters: BuildFrameBundleParameters = {}): Promise<FrameBundle> {
  const outDir = parameters.outDir ?? join(packageRoot, 'dist')
  const cached = parameters.force ? undefined : builds.get(outDir)
  if (cached) return cached
  const running = buildOrReuse(outDir, parameters.force === true)
  builds.set(outDir, running)
  running.catch(() => builds.delete(outDir))
  return running
}

async function buildOrReuse(outDir: string, force: boolean): Promise<FrameBundle> {
  const manifestPath = join(outDir, 'frame-bundle.json')
  if (!force) {
    const reused = await reuse(outDir, manifestPath)
    if (reused) return reused
  }
  try {
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: packageRoot,
    })
    const code = result.outputFiles[0]?.contents
    if (!code) throw new TypeError('esbuild produced no output')
    const bundle = describe(code)
    const inputs: Record<string, string> = {}
    for (const input of Object.keys(result.metafile.inputs)) {
      const path = isAbsolute(input) ? input : join(packageRoot, input)
      inputs[relative(packageRoot, path)] = sha256(await readFile(path))
    }
    await mkdir(outDir, { recursive: true })
    await writeAtomically(join(outDir, bundle.fileName), code)
    const manifest: Manifest = { version: MANIFEST_VERSION, fileName: bundle.fileName, inputs }
    await writeAtomically(manifestPath, JSON.stringify(manifest))
    return bundle
  } catch (cause) {
    throw new FrameBundleError({ cause })
  }
}

/** The bundle on disk when every input it was built from still has the same content; else undefined. */
async function reuse(outDir: string, manifestPath: string): Promise<FrameBundle | undefined> {
  try {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Partial<Manifest>
    if (manifest.version !== MANIFEST_VERSION || !manifest.fileName || !manifest.inputs) return undefined
    for (const [input, hash] of Object.entries(manifest.inputs))
      if (sha256(await readFile(join(packageRoot, input))) !== hash) return undefined
    const code = new Uint8Array(await readFile(join(outDir, manifest.fileName)))
    const bundle = describe(code)
    // A file changed by hand is not the bundle the manifest describes.
    return bundle.fileName === manifest.fileName ? bundle : undefined
  } catch {
    return undefined // no cache, or an input is gone: build
  }
}

function describe(code: Uint8Array): FrameBundle {
  const hash = sha256(code).slice(0, 16)
  return {
    code,
    hash,
    fileName: `frame.${hash}.js`,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
    bytes: code.byteLength,
    gzipBytes: gzipSync(code, { level: 9 }).byteLength,
  }
}

function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Write then rename, so that two processes building at once never read a half-written file. */
async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, path)
}
