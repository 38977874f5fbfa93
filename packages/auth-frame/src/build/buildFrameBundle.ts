// Node only (esbuild, the file system): bundles the frame's browser entry (../main.ts) and its lazily
// loaded chunk (../passwordStrength.ts) for the server that serves the frame page. Not part of the frame's
// browser code; imported as '@foyer/auth-frame/build'.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type BuildOptions, build, type Plugin } from 'esbuild'
import { FrameError } from '../errors.js'

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const ENTRY = join(packageRoot, 'src', 'main.ts')
/** The chunk's entry: the recovery password's strength rule, with zxcvbn's dictionaries. */
const CHUNK_ENTRY = join(packageRoot, 'src', 'passwordStrength.ts')
/** The main script's module that loads the chunk: a dynamic import in the sources, replaced here. */
const CHUNK_LOADER = join(packageRoot, 'src', 'importPasswordStrength.ts')
/** The global the chunk's IIFE assigns its exports to, where the main script's loader reads them. */
const CHUNK_GLOBAL = 'foyerPasswordStrength'
const MANIFEST_VERSION = 2

/** What both scripts are built with. */
const OPTIONS = {
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
} as const satisfies BuildOptions

/** One script of the frame's bundle: a minified IIFE, named by its content's hash. */
export interface FrameScript {
  /** The script's bytes (UTF-8 JavaScript). */
  code: Uint8Array
  /** The first 16 hex digits of the code's SHA-256: the name changes whenever the code does. */
  hash: string
  /** `frame.<hash>.js`: the address the frame loads it from (cacheable for ever). */
  fileName: string
  /** `sha384-…` of the code, for the script element's `integrity`. */
  integrity: string
  /** Size of the code, and gzipped (level 9). */
  bytes: number
  gzipBytes: number
}

/**
 * The frame's browser bundle: its fields are the main script's, the one the frame page loads; `chunk` is
 * the strength rule of new recovery passwords (zxcvbn's dictionaries, half the code), which the main
 * script loads, as a same-origin `<script src integrity>` whose name and integrity it carries, only when a
 * new recovery password is to be chosen. A visitor who never sets one never downloads it.
 */
export interface FrameBundle extends FrameScript {
  chunk: FrameScript
}

export interface BuildFrameBundleParameters {
  /** Where the bundle and its manifest are kept between runs; `packages/auth-frame/dist` by default. */
  outDir?: string
  /** Build even when the cached bundle's inputs are unchanged. */
  force?: boolean
}

/** What the cache remembers: both files of the bundle, and each input file's SHA-256 when they were built. */
interface Manifest {
  version: number
  fileName: string
  chunkFileName: string
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
 * Builds the secure frame's browser bundle with esbuild (minified IIFEs for es2022 browsers): first the
 * chunk (src/passwordStrength.ts), then the main script (src/main.ts) with the chunk's file name and
 * integrity written into its loader (src/importPasswordStrength.ts). On demand: the result is kept in
 * memory for the process, and on disk (`outDir`) with the SHA-256 of every input file of both, so that the
 * next process rebuilds only when a source of the frame, or of a dependency it bundles, changed. Rejects
 * with `FrameBundleError`.
 *
 * @example
 * const bundle = await buildFrameBundle()
 * bundle.fileName // 'frame.3f2a…e1.js', the page's script
 * bundle.chunk.fileName // 'frame.91c0…7b.js', loaded by it for a new recovery password
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
    const chunkBuild = await build({ ...OPTIONS, entryPoints: [CHUNK_ENTRY], globalName: CHUNK_GLOBAL })
    const chunk = describe(outputOf(chunkBuild))
    const mainBuild = await build({ ...OPTIONS, entryPoints: [ENTRY], plugins: [chunkLoader(chunk)] })
    const main = describe(outputOf(mainBuild))
    // An import of the rule from the main script's own modules would put the chunk's code in it again.
    if (Object.keys(mainBuild.metafile.inputs).some((input) => inputPath(input) === CHUNK_ENTRY))
      throw new TypeError(
        'src/passwordStrength.ts is bundled into the main script: import it through loadPasswordStrength',
      )
    const inputs: Record<string, string> = {}
    for (const { metafile } of [chunkBuild, mainBuild])
      for (const input of Object.keys(metafile.inputs)) {
        const path = inputPath(input)
        inputs[relative(packageRoot, path)] = sha256(await readFile(path))
      }
    await mkdir(outDir, { recursive: true })
    // The chunk first: a main script on disk always has the chunk it names.
    await writeAtomically(join(outDir, chunk.fileName), chunk.code)
    await writeAtomically(join(outDir, main.fileName), main.code)
    const manifest: Manifest = {
      version: MANIFEST_VERSION,
      fileName: main.fileName,
      chunkFileName: chunk.fileName,
      inputs,
    }
    await writeAtomically(manifestPath, JSON.stringify(manifest))
    return { ...main, chunk }
  } catch (cause) {
    throw new FrameBundleError({ cause })
  }
}

/** esbuild's name of an input (relative to the package, unless absolute) as an absolute path. */
function inputPath(input: string): string {
  return isAbsolute(input) ? input : join(packageRoot, input)
}

function outputOf(result: { outputFiles: { contents: Uint8Array }[] }): Uint8Array {
  const code = result.outputFiles[0]?.contents
  if (!code) throw new TypeError('esbuild produced no output')
  return code
}

/**
 * The main script's loader of the chunk: src/importPasswordStrength.ts's text replaced by a call of
 * `loadScriptChunk` with the chunk's file name and integrity (the frame page's CSP runs same-origin
 * script files only: no eval, no blob: URL), so that the chunk's code is not bundled into the main script.
 */
function chunkLoader(chunk: FrameScript): Plugin {
  const target = { src: chunk.fileName, integrity: chunk.integrity, globalName: CHUNK_GLOBAL }
  return {
    name: 'foyer-password-strength-chunk',
    setup(build) {
      build.onLoad({ filter: /[\\/]importPasswordStrength\.ts$/ }, (args) =>
        args.path === CHUNK_LOADER
          ? {
              loader: 'ts',
              contents: [
                "import { loadScriptChunk } from './loadScriptChunk.js'",
                "import type { PasswordStrength } from './passwordRule.js'",
                'export const importPasswordStrength = (): Promise<PasswordStrength> =>',
                `  loadScriptChunk(document, ${JSON.stringify(target)})`,
              ].join('\n'),
            }
          : undefined,
      )
    },
  }
}

/** The bundle on disk when every input it was built from still has the same content; else undefined. */
async function reuse(outDir: string, manifestPath: string): Promise<FrameBundle | undefined> {
  try {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Partial<Manifest>
    const { fileName, chunkFileName, inputs } = manifest
    if (manifest.version !== MANIFEST_VERSION || !fileName || !chunkFileName || !inputs) return undefined
    for (const [input, hash] of Object.entries(inputs))
      if (sha256(await readFile(join(packageRoot, input))) !== hash) return undefined
    const main = describe(new Uint8Array(await readFile(join(outDir, fileName))))
    const chunk = describe(new Uint8Array(await readFile(join(outDir, chunkFileName))))
    // A file changed by hand is not the bundle the manifest describes.
    if (main.fileName !== fileName || chunk.fileName !== chunkFileName) return undefined
    return { ...main, chunk }
  } catch {
    return undefined // no cache, or an input is gone: build
  }
}

function describe(code: Uint8Array): FrameScript {
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
