// The import rules a build must keep (issue #10): no cycle between modules, core's floors imported only
// downwards, and no dynamic import of a package from code that runs in the page (#32). The package arrows
// are in ./packageBans.ts. scripts/imports.test.ts runs it in `npm test` (Vitest's node project takes
// `scripts/**/*.test.ts`) and shows each rule failing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A module and the relative modules and packages it imports (type-only imports included). */
export interface ModuleImports {
  file: string
  local: string[]
  packages: string[]
}

/**
 * Core's floors, lowest first: a module may import from its own floor and the floors below it. Paths are
 * relative to `packages/core/src`; the first matching prefix decides a module's floor.
 */
export const coreFloors: ReadonlyArray<{ name: string; prefixes: string[] }> = [
  { name: 'types', prefixes: ['types/'] },
  { name: 'kernel', prefixes: ['kernel/'] },
  { name: 'api', prefixes: ['api/'] },
  { name: 'state', prefixes: ['state/', 'selectors/'] },
  { name: 'actions', prefixes: ['actions/'] },
  {
    name: 'entry',
    prefixes: ['createFoyer.ts', 'index.ts', 'adapter.ts', 'views.ts', 'messages.ts', 'api.ts'],
  },
]

const importPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The specifiers a source text imports or re-exports (static and dynamic). */
export function importSpecifiers(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(importPattern)) found.push((match[1] ?? match[2])!)
  return found
}

const isTest = (file: string) => /\.test\.tsx?$|\.fixture\.ts$|(^|\/)test\//.test(file)

/** Product modules (tests and test helpers left out) of a source folder, with their imports. */
export function readModules(root: string): ModuleImports[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(relative(root, path))
    }
  }
  walk(root)
  return files
    .filter((file) => !isTest(file))
    .map((file) => {
      const local: string[] = []
      const packages: string[] = []
      for (const specifier of importSpecifiers(readFileSync(join(root, file), 'utf8'))) {
        if (!specifier.startsWith('.')) {
          packages.push(specifier)
          continue
        }
        const target = join(dirname(file), specifier).replace(/\.js$/, '')
        const resolved = ['.ts', '.tsx', '/index.ts']
          .map((ext) => target + ext)
          .find((candidate) => {
            return existsSync(join(root, candidate))
          })
        local.push(resolved ?? target)
      }
      return { file, local, packages }
    })
}

/** Every import cycle, each as the list of modules around it (found once, from its first module). */
export function findCycles(modules: ModuleImports[]): string[][] {
  const edges = new Map(modules.map((module) => [module.file, module.local]))
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file)
  return cycles
}

/** The floor index of a core module, or -1 when it is on none (itself a violation). */
export function floorOf(file: string): number {
  return coreFloors.findIndex((floor) => floor.prefixes.some((prefix) => file.startsWith(prefix)))
}

/** Imports in core that run up a floor, and modules that sit on no floor. */
export function findFloorViolations(modules: ModuleImports[]): string[] {
  const problems: string[] = []
  for (const module of modules) {
    const floor = floorOf(module.file)
    if (floor < 0) {
      problems.push(`${module.file} is on no floor (${coreFloors.map((f) => f.name).join(' → ')})`)
      continue
    }
    for (const target of module.local) {
      const targetFloor = floorOf(target)
      if (targetFloor > floor) {
        problems.push(
          `${module.file} (${coreFloors[floor]!.name}) imports ${target} (${coreFloors[targetFloor]!.name}), a floor above`,
        )
      }
    }
  }
  return problems
}

/** Packages whose code runs only in Node (the server, the dev chains and wallets): they may load a package lazily. */
const nodeOnlyPackages: ReadonlySet<string> = new Set(['server', 'devnet'])

const dynamicImportPattern = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/**
 * The packages a source text imports dynamically (`import('viem')`). In code that a host bundles, such an
 * import makes the package's index an entry of the host's build: the bundler keeps every export of it
 * and, because page modules are then shared with one more entry, rolldown split the page's own modules
 * into small chunks (Vite 8: 10 page chunks and 26.1 KiB gzip against 3 and 24.1 once evmSiwx imported a
 * module of its own instead). A lazy dependency is loaded through a module of ours that imports it.
 */
export function dynamicPackageImports(source: string): string[] {
  // Comments left out: a doc comment may show an import as an example.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
  const found: string[] = []
  for (const match of code.matchAll(dynamicImportPattern))
    if (!match[1]!.startsWith('.')) found.push(match[1]!)
  return found
}

/** Runs every rule over the repository's packages; returns the problems found. */
export function checkRepository(repo: string): string[] {
  const problems: string[] = []
  for (const name of readdirSync(join(repo, 'packages'))) {
    const root = join(repo, 'packages', name, 'src')
    if (!existsSync(root)) continue
    const modules = readModules(root)
    for (const cycle of findCycles(modules)) problems.push(`cycle in ${name}: ${cycle.join(' → ')}`)
    if (name === 'core') problems.push(...findFloorViolations(modules))
    if (nodeOnlyPackages.has(name)) continue
    for (const module of modules) {
      for (const specifier of dynamicPackageImports(readFileSync(join(root, module.file), 'utf8')))
        problems.push(
          `${name}: ${module.file} imports the package '${specifier}' dynamically; import it from a module of ours and load that module instead`,
        )
    }
  }
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkRepository(resolve(dirname(fileURLToPath(import.meta.url)), '..'))
  for (const problem of problems) console.error(`  ${problem}`)
  if (problems.length > 0) {
    console.error(`[imports] ${problems.length} problem(s)`)
    process.exit(1)
  }
  console.log('[imports] no cycle, no import up a floor of core, no package imported dynamically in the page')
}
