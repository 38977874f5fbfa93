// bench/server: drives the Foyer server's balance, history and getWallets endpoints with a load
// generator in a second process (bench/load.ts) on 127.0.0.1, for a bounded time each, against the
// real local chain (contracts deployed and seeded, indexer synced) and the embedded PGlite database
// (or PostgreSQL with DATABASE_URL). Prints requests per second and p50 / p99 latency per endpoint,
// and each endpoint's throughput as a ratio of GET /health (HTTP, project guard, one database round trip).
//
//   node --import tsx bench/server.ts            SECONDS=5 CONCURRENCY=16 by default
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEVNET_ONRAMP_FUNDER, startDevnet } from '@foyer/devnet'
import { createFoyerServer } from '@foyer/server'

const seconds = Number(process.env.SECONDS ?? 5)
const concurrency = Number(process.env.CONCURRENCY ?? 16)
const root = join(fileURLToPath(import.meta.url), '..', '..')
const origin = 'http://127.0.0.1:5173'
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
  max: number
}

function drive(url: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench', 'load.ts'), url, String(seconds), String(concurrency), origin],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`))
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as LoadResult)
      } catch (error) {
        reject(error)
      }
    })
  })
}

async function main() {
  const devnet = await startDevnet({ chains: [{ chainId: 31337 }], deploy: true })
  const chain = devnet.chains[0]
  if (!chain?.world) throw new Error('the devnet world was not deployed')
  const server = await createFoyerServer(
    {
      projects: [{ id: 'bench', origins: [origin] }],
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Foyer Local',
          rpcUrl: chain.rpcUrl,
          contracts: chain.world.contracts,
        },
      ],
      onramp: { funderPrivateKey: DEVNET_ONRAMP_FUNDER.privateKey },
      ...(process.env.DATABASE_URL ? { database: { url: process.env.DATABASE_URL } } : {}),
    },
    { logger: { info: () => undefined, warn: () => undefined, error: console.error } },
  )
  try {
    await server.indexer?.syncOnce()
    const { url } = await server.listen()
    const q = 'projectId=bench&st=bench&sv=foyer-bench'
    const cases: [string, string][] = [
      ['GET /health (1 DB round trip)', `${url}/health`],
      [
        'balance (server cache, 30 s)',
        `${url}/v1/account/${account}/balance?${q}&chainId=eip155:31337&currency=usd`,
      ],
      [
        'balance forceUpdate (chain read)',
        `${url}/v1/account/${account}/balance?${q}&chainId=eip155:31337&currency=usd&forceUpdate=true`,
      ],
      ['history (first page)', `${url}/v1/account/${account}/history?${q}&chainId=eip155:31337`],
      ['getWallets (page 1, 40)', `${url}/getWallets?${q}&page=1&entries=40`],
      ['getWallets search', `${url}/getWallets?${q}&page=1&entries=100&search=wal`],
    ]
    const rows: { endpoint: string; result: LoadResult }[] = []
    for (const [endpoint, target] of cases) {
      const check = await fetch(target, { headers: { origin } })
      if (!check.ok) throw new Error(`${endpoint}: HTTP ${check.status} ${await check.text()}`)
      rows.push({ endpoint, result: await drive(target) })
    }
    const floor = rows[0]?.result.rps ?? 1
    console.log(
      `\nbench/server — ${seconds} s per endpoint, ${concurrency} concurrent connections, load from a second process; database: ${server.db.kind}\n`,
    )
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
  } finally {
    await server.close()
    await devnet.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
