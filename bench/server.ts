// bench/server: drives the Foyer server's balance, history and getWallets endpoints with a load
// generator in a second process (bench/load.ts) on 127.0.0.1, for a bounded time each, against the
// real local chain (contracts deployed and seeded, indexer synced), in three configurations one after
// the other (bench/serverConfigs.ts): one in-process server on PGlite, one `foyer-server` process on
// PostgreSQL, and three processes on one PostgreSQL database with the load spread round-robin over
// them. Prints requests per second and p50 / p99 latency per endpoint, each endpoint's throughput as a
// ratio of GET /health, and a line per endpoint comparing the configurations.
//
//   node --import tsx bench/server.ts            SECONDS=4 CONCURRENCY=32 by default
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEVNET_ONRAMP_FUNDER, startDevnet } from '@foyer/devnet'
import type { ServerConfig } from '@foyer/server'
import {
  createTeardown,
  type Deployment,
  inProcessPglite,
  instanceRoles,
  processesOnPostgres,
  type StartDeployment,
  startBenchPostgres,
  type Teardown,
  waitForIndexer,
} from './serverConfigs.js'

const seconds = Number(process.env.SECONDS ?? 4)
const concurrency = Number(process.env.CONCURRENCY ?? 32)
const root = join(fileURLToPath(import.meta.url), '..', '..')
const origin = 'http://127.0.0.1:5173'
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const query = 'projectId=bench&st=bench&sv=foyer-bench'
const historyPath = `/v1/account/${account}/history?${query}&chainId=eip155:31337`
const historyEndpoint = 'history (first page)'
/** The bar for one instance: history at ≥ 1,600 req/s with p99 under 100 ms (32 connections). */
const target = { rps: 1600, p99: 100 }

/** Endpoint name and path; the same paths are asked of every instance of a configuration. */
const endpoints: ReadonlyArray<readonly [string, string]> = [
  ['GET /health', '/health'],
  ['balance (server cache)', `/v1/account/${account}/balance?${query}&chainId=eip155:31337&currency=usd`],
  [
    'balance forceUpdate (chain read)',
    `/v1/account/${account}/balance?${query}&chainId=eip155:31337&currency=usd&forceUpdate=true`,
  ],
  [historyEndpoint, historyPath],
  ['getWallets (page 1, 40)', `/getWallets?${query}&page=1&entries=40`],
  ['getWallets search', `/getWallets?${query}&page=1&entries=100&search=wal`],
]

interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
  max: number
}

interface Measured {
  deployment: Pick<Deployment, 'label' | 'description'>
  roles: string[]
  rows: { endpoint: string; result: LoadResult }[]
}

/** Runs bench/load.ts against `urls` (round-robin) in a process of its own and reads its JSON line. */
function drive(urls: string[], teardown: Teardown): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'bench', 'load.ts'),
        urls.join(','),
        String(seconds),
        String(concurrency),
        origin,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const forget = teardown.own('the load generator', async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      void forget()
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`))
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as LoadResult)
      } catch (error) {
        reject(error)
      }
    })
  })
}

/**
 * A second of every endpoint on every instance before measuring, so that the first row (GET /health)
 * does not pay for the JIT and for opening the database pool's connections that the later rows reuse.
 */
async function warmUp(urls: string[], ms = 1000): Promise<void> {
  const targets = urls.flatMap((url) => endpoints.map(([, path]) => `${url}${path}`))
  const deadline = performance.now() + ms
  const worker = async (_: unknown, index: number) => {
    for (let next = index; performance.now() < deadline; next++) {
      const response = await fetch(targets[next % targets.length] as string, { headers: { origin } }).catch(
        () => undefined,
      )
      await response?.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

/** Checks each endpoint once on every instance (a failing endpoint is an error, not a fast row), then loads it. */
async function measure(deployment: Deployment, teardown: Teardown): Promise<Measured['rows']> {
  const rows: Measured['rows'] = []
  for (const [endpoint, path] of endpoints) {
    const targets = deployment.urls.map((url) => `${url}${path}`)
    for (const url of targets) {
      const check = await fetch(url, { headers: { origin } })
      if (!check.ok)
        throw new Error(`${deployment.label} ${endpoint}: HTTP ${check.status} ${await check.text()}`)
    }
    rows.push({ endpoint, result: await drive(targets, teardown) })
  }
  return rows
}

/** Starts one configuration, waits for its indexer, measures every endpoint, prints its table, stops it. */
async function runConfiguration(
  start: StartDeployment,
  config: ServerConfig,
  teardown: Teardown,
): Promise<Measured> {
  const deployment = await start(config, teardown)
  try {
    console.error(`bench/server: ${deployment.label} listening, waiting for the indexer…`)
    await waitForIndexer(deployment, historyPath, origin)
    await warmUp(deployment.urls)
    const measured = {
      deployment,
      roles: await instanceRoles(deployment),
      rows: await measure(deployment, teardown),
    }
    printTable(measured)
    return measured
  } finally {
    await deployment.stop()
  }
}

function printTable({ deployment, roles, rows }: Measured): void {
  const floor = rows[0]?.result.rps ?? 1
  const known = roles.some((role) => role !== '?') ? ` (roles: ${roles.join(', ')})` : ''
  console.log(`\n${deployment.label} — ${deployment.description}${known}`)
  console.table(
    rows.map(({ endpoint, result }) => ({
      endpoint,
      requests: result.requests,
      errors: result.errors,
      'req/s': Math.round(result.rps),
      'p50 ms': Number(result.p50.toFixed(1)),
      'p99 ms': Number(result.p99.toFixed(1)),
      'max ms': Number(result.max.toFixed(1)),
      'vs /health': `${(result.rps / floor).toFixed(2)}×`,
    })),
  )
}

const perSecond = (rps: number) => `${Math.round(rps).toLocaleString('en-US')} req/s`

/** One line per endpoint across the configurations, the last one's gain over the one-process row, and the bar. */
function printSummary(results: Measured[]): void {
  console.log('\nsummary')
  for (const [endpoint] of endpoints) {
    const cells = results.map((measured) => ({
      label: measured.deployment.label,
      result: measured.rows.find((row) => row.endpoint === endpoint)?.result,
    }))
    const line = cells.map(({ label, result }) => `${label} ${result ? perSecond(result.rps) : '—'}`)
    const one = cells.find((cell) => cell.label === 'PostgreSQL×1')?.result
    const three = cells.find((cell) => cell.label === 'PostgreSQL×3')?.result
    const gain = one && three ? ` (×${(three.rps / one.rps).toFixed(2)} vs one)` : ''
    console.log(`  ${endpoint}: ${line.join(' · ')}${gain}`)
  }
  const bars = results
    .filter((measured) => measured.deployment.label.endsWith('×1'))
    .map(({ deployment, rows }) => {
      const history = rows.find((row) => row.endpoint === historyEndpoint)?.result
      if (!history) return `${deployment.label} —`
      const met = history.rps >= target.rps && history.p99 < target.p99 ? 'met' : 'not met'
      return `${deployment.label} ${met} (${perSecond(history.rps)}, p99 ${history.p99.toFixed(1)} ms)`
    })
  console.log(
    `  target, history on one instance ≥ ${perSecond(target.rps)} with p99 < ${target.p99} ms: ${bars.join(' · ')}`,
  )
}

/** The config every configuration runs: the bench project, the devnet chain with its contracts, the on-ramp funder. */
function benchConfig(rpcUrl: string, contracts: NonNullable<ServerConfig['chains']>[number]['contracts']) {
  return {
    projects: [{ id: 'bench', origins: [origin] }],
    chains: [{ caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl, contracts }],
    onramp: { funderPrivateKey: DEVNET_ONRAMP_FUNDER.privateKey },
  } satisfies ServerConfig
}

/** Owns what runs (servers, PostgreSQL, the devnet, the load generator) from here to the end or Ctrl+C. */
const teardown = createTeardown()

async function main() {
  const started = performance.now()
  try {
    console.error('bench/server: starting the devnet…')
    const devnet = await startDevnet({ chains: [{ chainId: 31337 }], deploy: true })
    teardown.own('the devnet', () => devnet.stop())
    const chain = devnet.chains[0]
    if (!chain?.world) throw new Error('the devnet world was not deployed')
    const config = benchConfig(chain.rpcUrl, chain.world.contracts)
    console.log(
      `\nbench/server — ${seconds} s per endpoint, ${concurrency} concurrent connections, load from a second process`,
    )
    const results = [await runConfiguration(inProcessPglite, config, teardown)]
    const postgres = await startBenchPostgres(teardown)
    for (const count of [1, 3])
      results.push(await runConfiguration(processesOnPostgres(postgres, count), config, teardown))
    printSummary(results)
    console.log(`\n(${Math.round((performance.now() - started) / 1000)} s in all)`)
  } finally {
    await teardown.all()
  }
}

main().catch((error: unknown) => {
  // After Ctrl+C the run fails as its servers go away; the signal handler exits once all is stopped.
  if (teardown.interrupted()) return
  console.error(error)
  process.exit(1)
})
