// `npm test`: every check and every test, on a clean clone. Installs npm dependencies and Debian's Chromium
// when they are missing. Runs each step even when an earlier one fails, then exits non-zero if any failed.
//
// Two lanes run side by side (issue #30): the checks and the unit tests in one, the browser tests in the
// other. The browser tests wait on pages, chains and the relay more than they compute (about 0.8 of the
// two cores over their run), so the unit tests fill the cores they leave idle instead of running before
// them; they run at a lower priority (nice 10), so that the browser tests, the longer lane, keep the pace
// they have alone. Each line of output carries its step's name; the timings of every step follow at the end.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { chromiumPath, ensureChromium, ensureDependencies, ensureReact18, root } from './ensure.mjs'

ensureDependencies()
ensureReact18()
ensureChromium()

const bin = (name) => `node_modules/.bin/${name}`
/** `nice -n 10`: the step yields the CPU to the browser tests' lane. */
const yielding = (name, args) => ['nice', ['-n', '10', bin(name), ...args]]
const lanes = [
  [
    ['typecheck', ...yielding('tsc', ['--noEmit', '-p', 'tsconfig.json'])],
    ['lint', ...yielding('biome', ['check', '.'])],
    ['unit tests', ...yielding('vitest', ['run'])],
  ],
  [['browser tests', bin('playwright'), ['test']]],
]
const width = Math.max(...lanes.flat().map(([name]) => name.length))

/** Runs one step, its output line by line behind its name; resolves with its exit status. */
function runStep(name, cmd, args) {
  const prefix = `[${name.padEnd(width)}]`
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FOYER_CHROMIUM: chromiumPath, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`))
    child.once('error', (error) => {
      console.error(`${prefix} could not start: ${error.message}`)
      resolve(1)
    })
    child.once('close', (code) => resolve(code ?? 1))
  })
}

const failed = []
const timings = []
const started = Date.now()
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

await Promise.all(
  lanes.map(async (lane) => {
    for (const [name, cmd, args] of lane) {
      console.log(`\n[foyer] ── ${name} ──`)
      const stepStarted = Date.now()
      const status = await runStep(name, cmd, args)
      console.log(`[foyer] ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds(stepStarted)} s)`)
      timings.push(`${name} ${seconds(stepStarted)} s`)
      if (status !== 0) failed.push(name)
    }
  }),
)
// Where the time went (Vitest prints its files' times and Playwright each test's above).
console.log(`\n[foyer] timings: ${timings.join(', ')}; all of it ${seconds(started)} s`)
if (failed.length > 0) {
  console.error(`\n[foyer] failed: ${failed.join(', ')}`)
  process.exit(1)
}
console.log('\n[foyer] all checks passed')
