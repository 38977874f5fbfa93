// `npm test`: every check and every test, on a clean clone. Installs npm dependencies and Debian's Chromium
// when they are missing. Runs each step even when an earlier one fails, then exits non-zero if any failed.
//
// The pack test (the Vitest project 'pack': build, pack and install every package into three throw-away
// hosts, 170 to 190 CPU seconds alone) runs beside the unit tests, which leave a fifth of the two cores
// idle (320 CPU seconds in 204 s); beside the browser tests, already 97 % busy, it made them 60 to 110 s
// longer. The type check and the lint run beside the browser tests (#30).
//
// The type check is TypeScript 7's native compiler (the `typescript-7` alias): 16 s for the whole tree
// where TypeScript 5.9's took 234 to 474 s of one core beside the browser tests on a clean clone (#30).
// TypeScript 5.9 stays installed for the scripts that read sources through its compiler API (imports,
// faces, sizes) and for tsup's declarations. Both declare a `tsc` bin, so the path is spelled out.
// Running the browser tests beside the unit tests was tried too: on two cores the two lanes took 943 s
// together against about 923 s in turn, with the unit tests starved at nice 10.
import { spawn } from 'node:child_process'
import {
  chromiumPath,
  ensureChromium,
  ensureDependencies,
  ensureReact18,
  root,
  testChromiumPath,
} from './ensure.mjs'
import { failureRecap } from './failureRecap.mjs'

ensureDependencies()
ensureReact18()
ensureChromium()

const bin = (name) => `node_modules/.bin/${name}`
const env = { ...process.env, FOYER_CHROMIUM: chromiumPath, FOYER_TEST_CHROMIUM: testChromiumPath }
const failed = []
const timings = []
const runStarted = Date.now()
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

/**
 * Runs one step. In the foreground its output goes to the terminal as it comes; beside the foreground it
 * is printed once the step and the foreground have both ended (one log reads in order). Either way it is
 * kept, for the recap of failures at the end.
 */
function step(name, cmd, args, { beside } = {}) {
  if (!beside) console.log(`\n[foyer] ── ${name} ──`)
  const started = Date.now()
  const output = []
  const child = spawn(cmd, args, {
    cwd: root,
    // Piped output is not a terminal: keep the colours when ours is one.
    env: process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (sink) => (chunk) => {
    output.push(chunk)
    if (!beside) sink.write(chunk)
  }
  child.stdout.on('data', keep(process.stdout))
  child.stderr.on('data', keep(process.stderr))
  return new Promise((resolve) => {
    const done = (status) => resolve({ name, status, took: seconds(started), beside, output })
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      done(1)
    })
    child.once('close', (code) => done(code ?? 1))
  })
}

function report({ name, status, took, beside, output }) {
  if (beside) {
    console.log(`\n[foyer] ── ${name} (ran beside the ${beside}) ──`)
    process.stdout.write(Buffer.concat(output))
  }
  console.log(`[foyer] ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${took} s)`)
  timings.push(`${name} ${took} s${beside ? ` (beside the ${beside})` : ''}`)
  if (status !== 0) failed.push({ name, output })
}

const packTest = step('pack test', bin('vitest'), ['run', '--project', 'pack'], { beside: 'unit tests' })
report(await step('unit tests', bin('vitest'), ['run', '--project', '!pack']))
// The checks one after the other, in the background of the browser tests.
const checks = (async () => [
  await step('typecheck', 'node', ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], {
    beside: 'browser tests',
  }),
  await step('lint', bin('biome'), ['check', '.'], { beside: 'browser tests' }),
])()
report(await step('browser tests', bin('playwright'), ['test']))
for (const result of [...(await checks), await packTest]) report(result)

// Where the time went (Vitest prints its files' times and Playwright each test's above).
console.log(`\n[foyer] timings: ${timings.join(', ')}; all of it ${seconds(runStarted)} s`)
if (failed.length > 0) {
  for (const { name, output } of failed) {
    console.error(`\n[foyer] what failed in the ${name}:`)
    console.error(failureRecap(Buffer.concat(output).toString('utf8')).join('\n'))
  }
  console.error(`\n[foyer] failed: ${failed.map(({ name }) => name).join(', ')}`)
  process.exit(1)
}
console.log('\n[foyer] all checks passed')
