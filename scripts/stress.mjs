// `npm run stress`: the browser tests that race the most (WalletConnect pairing, the Solana WalletConnect
// wallet, Swap) run many times over while busy loops hold the CPU, with retries off, and the failures are
// printed at the end. A race that a clean-clone run meets once in a while shows up here within a run.
//
//   npm run stress                          # 10 rounds of the three specs beside 2 busy loops
//   npm run stress -- --repeat 3 --burners 0 e2e/swap.spec.ts
//   FOYER_RELAY_TRACE=/tmp/relay.log npm run stress   # and the relay's messages, for a failing pairing
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  chromiumPath,
  ensureChromium,
  ensureDependencies,
  ensureReact18,
  root,
  testChromiumPath,
} from './ensure.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const [, value] = args.splice(index, 2)
  return value
}
const repeat = Number(option('--repeat', '10'))
const burners = Number(option('--burners', '2'))
const specs =
  args.length > 0
    ? args
    : ['e2e/walletconnect.spec.ts', 'e2e/solana-walletconnect.spec.ts', 'e2e/swap.spec.ts']

ensureDependencies()
ensureReact18()
ensureChromium()

// The busy loops: each a Node process spinning on one core, stopped by its own pid at the end.
const loops = Array.from({ length: burners }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
)
const stopLoops = () => {
  for (const loop of loops) if (loop.exitCode === null) loop.kill('SIGKILL')
}
process.once('exit', stopLoops)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopLoops()
    process.exit(130)
  })

const reportDir = mkdtempSync(join(tmpdir(), 'foyer-stress-'))
const reportFile = join(reportDir, 'report.json')
console.log(
  `[stress] ${specs.join(', ')} × ${repeat}, retries off, beside ${burners} busy loop${burners === 1 ? '' : 's'}`,
)
const started = Date.now()
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'playwright'),
  // Two workers, as the stress runs were made with: swap.spec gives each parallel worker its own seeded
  // account and has two (#5, #8); npm test's third worker never runs a second copy of one file.
  [
    'test',
    ...specs,
    '--repeat-each',
    String(repeat),
    '--retries',
    '0',
    '--workers',
    '2',
    '--reporter',
    'dot,json',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FOYER_CHROMIUM: chromiumPath,
      FOYER_TEST_CHROMIUM: testChromiumPath,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    },
  },
)
stopLoops()

/** Every test run of the JSON report, with its spec's file and title path. */
function* runsOf(suite, titles = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      for (const run of test.results ?? []) yield { file: spec.file, title: [...titles, spec.title], run }
  for (const child of suite.suites ?? [])
    yield* runsOf(child, suite.title ? [...titles, suite.title] : titles)
}

let report
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'))
} catch {
  console.error(`[stress] Playwright wrote no report (exit status ${result.status})`)
  process.exit(1)
}
rmSync(reportDir, { recursive: true, force: true })
const runs = report.suites.flatMap((suite) => [...runsOf(suite)])
const failures = runs.filter(({ run }) => run.status !== 'passed' && run.status !== 'skipped')
// The report's messages carry ANSI colours.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const firstLine = (text = '') =>
  text
    .replace(ansi, '')
    .split('\n')
    .find((line) => line.trim()) ?? ''
console.log(
  `\n[stress] ${runs.length} runs, ${failures.length} failed, in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
)
for (const { file, title, run } of failures)
  console.log(`  ✘ ${file} › ${title.join(' › ')} (${run.status}): ${firstLine(run.error?.message)}`)
process.exit(failures.length > 0 || result.status !== 0 ? 1 : 0)
