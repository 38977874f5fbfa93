// House rule (issue #25): every public face of every package (each `exports` entry of its package.json,
// `internal` and `test` included) has its exported names in a committed snapshot, scripts/faces.snapshot.json,
// with their count. A face that changes without the snapshot fails `npm test` (scripts/faces.test.ts):
// an API change is then a reviewed diff of that file. After a deliberate change, update it with
//   node --import tsx scripts/faces.ts --update
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { standaloneFace } from './release/standalone.js'

/** One face: its import name (`@foyer/core/internal`) and its entry module. */
export interface Face {
  name: string
  entry: string
}

/** The snapshot: per face, how many names it exports and which (`type X` for a type-only name). */
export type FaceSnapshot = Record<string, { count: number; names: string[] }>

export const snapshotPath = 'scripts/faces.snapshot.json'

/**
 * Faces the release build adds to a published manifest, whose modules live outside the packages:
 * @foyer/react/standalone (scripts/release/standalone.ts). Listed when their module is in `repo`.
 */
const builtFaces: readonly Face[] = [{ name: standaloneFace.name, entry: standaloneFace.entry }]

/**
 * Every face of the workspace's packages, from their package.json `exports` (types entry, else default),
 * then the faces the release build adds.
 */
export function listFaces(repo: string): Face[] {
  const faces: Face[] = []
  for (const folder of readdirSync(join(repo, 'packages')).sort()) {
    const manifestPath = join(repo, 'packages', folder, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string
      exports?: Record<string, string | { types?: string; default?: string }>
    }
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target.types ?? target.default)
      if (!file || !/\.tsx?$/.test(file)) continue
      faces.push({ name: join(manifest.name, subpath), entry: join(repo, 'packages', folder, file) })
    }
  }
  for (const face of builtFaces)
    if (existsSync(join(repo, face.entry))) faces.push({ name: face.name, entry: join(repo, face.entry) })
  return faces
}

/** The names each entry module exports, read by the TypeScript checker (re-exports followed). */
export function readFaceNames(faces: Face[], repo: string): FaceSnapshot {
  const config = ts.readConfigFile(join(repo, 'tsconfig.base.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repo)
  const program = ts.createProgram({
    rootNames: faces.map((face) => face.entry),
    options: { ...options, noEmit: true, skipLibCheck: true },
  })
  const checker = program.getTypeChecker()
  const snapshot: FaceSnapshot = {}
  for (const face of faces) {
    const source = program.getSourceFile(face.entry)
    const symbol = source && checker.getSymbolAtLocation(source)
    const names = symbol
      ? checker.getExportsOfModule(symbol).map((exported) => {
          const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
          return target.flags & ts.SymbolFlags.Value ? exported.name : `type ${exported.name}`
        })
      : []
    names.sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')))
    snapshot[face.name] = { count: names.length, names }
  }
  return snapshot
}

/** How the current faces differ from a snapshot: one line per added or removed name, or face. */
export function diffFaces(snapshot: FaceSnapshot, current: FaceSnapshot): string[] {
  const problems: string[] = []
  for (const [face, { names }] of Object.entries(current)) {
    const known = snapshot[face]
    if (!known) {
      problems.push(`${face} is a new face (${names.length} names) missing from ${snapshotPath}`)
      continue
    }
    const before = new Set(known.names)
    const now = new Set(names)
    for (const name of names) if (!before.has(name)) problems.push(`${face} now exports ${name}`)
    for (const name of known.names) if (!now.has(name)) problems.push(`${face} no longer exports ${name}`)
    if (known.count !== known.names.length) problems.push(`${face}: its count in ${snapshotPath} is wrong`)
  }
  for (const face of Object.keys(snapshot)) if (!current[face]) problems.push(`${face} is no longer a face`)
  return problems
}

/** Compares the repository's faces with its committed snapshot. */
export function checkFaces(repo: string): string[] {
  const current = readFaceNames(listFaces(repo), repo)
  const path = join(repo, snapshotPath)
  const snapshot = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FaceSnapshot) : {}
  const problems = diffFaces(snapshot, current)
  if (problems.length > 0)
    problems.push(`if the change is meant: node --import tsx scripts/faces.ts --update`)
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  if (process.argv.includes('--update')) {
    const snapshot = readFaceNames(listFaces(repo), repo)
    writeFileSync(join(repo, snapshotPath), `${JSON.stringify(snapshot, null, 2)}\n`)
    // In the layout `biome check` (the lint step) expects.
    execFileSync(join(repo, 'node_modules/.bin/biome'), ['format', '--write', snapshotPath], {
      cwd: repo,
      stdio: 'ignore',
    })
    for (const [face, { count }] of Object.entries(snapshot)) console.log(`  ${face}: ${count}`)
    console.log(`[faces] wrote ${snapshotPath}`)
  } else {
    const problems = checkFaces(repo)
    for (const problem of problems) console.error(`  ${problem}`)
    if (problems.length > 0) process.exit(1)
    console.log('[faces] every face matches its snapshot')
  }
}
