// `npm test`: every check and every test, on a clean clone. Installs npm dependencies and Debian's Chromium
// when they are missing. Runs each step even when an earlier one fails, then exits non-zero if any failed.
//
// One step after the other. Running the browser tests beside the unit tests was tried (issue #30): the
// browser tests looked idle by their own CPU time, but Chromium's is not counted there, and on two cores the
// two lanes took 943 s together against about 923 s in turn, with the unit tests starved at nice 10.
import { chromiumPath, ensureChromium, ensureDependencies, ensureReact18, run } from './ensure.mjs'

ensureDependencies()
ensureReact18()
ensureChromium()

const bin = (name) => `node_modules/.bin/${name}`
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('biome'), ['check', '.']],
  ['unit tests', bin('vitest'), ['run']],
  ['browser tests', bin('playwright'), ['test']],
]

const failed = []
const timings = []
const runStarted = Date.now()
for (const [name, cmd, args] of steps) {
  console.log(`\n[foyer] ── ${name} ──`)
  const started = Date.now()
  const status = run(cmd, args, { env: { ...process.env, FOYER_CHROMIUM: chromiumPath } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`[foyer] ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
  timings.push(`${name} ${seconds} s`)
  if (status !== 0) failed.push(name)
}
// Where the time went (Vitest prints its files' times and Playwright each test's above).
console.log(
  `\n[foyer] timings: ${timings.join(', ')}; all of it ${((Date.now() - runStarted) / 1000).toFixed(1)} s`,
)
if (failed.length > 0) {
  console.error(`\n[foyer] failed: ${failed.join(', ')}`)
  process.exit(1)
}
console.log('\n[foyer] all checks passed')
