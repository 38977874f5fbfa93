// Several Foyer servers on one PostgreSQL (#26): three `foyer-server` processes, the command a host
// runs, share a scratch database of the test run's PostgreSQL; requests are spread over them. What must
// hold once across instances (a nonce, a rate limit, a name, an event, an email code, the indexer) is
// checked through the HTTP API and the database, never through an instance's memory.
import { randomUUID } from 'node:crypto'
import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { evmChainCoinType, formatSiwxMessage } from '@foyer/protocol'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { ServerConfig } from './config/serverConfigSchema.js'
import { createDatabase } from './db/createDatabase.js'
import { createIndexer } from './indexer/createIndexer.js'
import { createScratchDatabase } from './test/createScratchDatabase.js'
import { type ServerProcess, startServerProcesses } from './test/serverProcesses.js'
import { startTestChain, type TestChain } from './test/testChain.js'

const ORIGIN = 'https://harbor.example'
/** The login frame's origin: the email login's routes answer it, not the project's pages. */
const FRAME_ORIGIN = 'http://127.0.0.1:9'
const PROJECT = 'scale'
const SDK = `projectId=${PROJECT}&st=test&sv=foyer-test`
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

let chain: TestChain
let mail: MailCatcher
let databaseUrl: string
let sql: pg.Client
let servers: ServerProcess[]

const configFor = (): ServerConfig => ({
  projects: [{ id: PROJECT, origins: [ORIGIN] }],
  chains: [
    {
      caipNetworkId: chain.caipNetworkId,
      name: 'Foyer Local',
      rpcUrl: chain.chain.rpcUrl,
      contracts: chain.world.contracts,
    },
  ],
  // Requests name their client in X-Forwarded-For, so that each test counts its own per-IP limits.
  trustProxy: ['127.0.0.1'],
  indexer: { pollIntervalMs: 100, blocksPerBatch: 2 },
  auth: {
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    from: 'Foyer <no-reply@foyer.test>',
    shareKey: 'ab'.repeat(32),
    frameOrigins: [FRAME_ORIGIN],
    publicUrl: 'http://127.0.0.1:9',
    resendIntervalMs: 0,
    otpRequestsPerHour: 10,
  },
})

beforeAll(async () => {
  ;[chain, mail, databaseUrl] = await Promise.all([
    startTestChain(),
    startMailCatcher({ onError: () => undefined }),
    createScratchDatabase(),
  ])
  // Three servers start at once on an empty database: the migrations' advisory lock lets one migrate.
  servers = await startServerProcesses(3, { config: configFor(), databaseUrl })
  sql = new pg.Client({ connectionString: databaseUrl })
  await sql.connect()
}, 120_000)

afterAll(async () => {
  await sql?.end()
  await Promise.all((servers ?? []).map((server) => server.stop()))
  await Promise.all([chain?.stop(), mail?.stop()])
})

interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Headers
}

/** A request to instance `i % 3`, as client `ip`, from the project's page. */
async function call(
  i: number,
  method: string,
  path: string,
  {
    body,
    ip = '10.0.0.1',
    headers = {},
  }: { body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const server = servers[i % servers.length]!
  const url = `${server.url}${path}${path.startsWith('/auth/') ? '' : `${path.includes('?') ? '&' : '?'}${SDK}`}`
  const response = await fetch(url, {
    method,
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers }
}

const readiness = () =>
  Promise.all(servers.map(async (server) => (await fetch(`${server.url}/ready`)).json() as Promise<Ready>))

interface Ready {
  ready: boolean
  role: 'indexer' | 'reader'
  indexing: string[]
  instance: string
}

const storedTip = async () =>
  (
    await sql.query<{ tip: number | null }>(
      'select max(number)::int as tip from chain_blocks where chain = $1',
      [chain.caipNetworkId],
    )
  ).rows[0]?.tip ?? null

describe('three servers on one PostgreSQL', () => {
  test('behavior: all three are ready, and exactly one indexes the chain', async () => {
    await vi.waitFor(
      async () => {
        const ready = await readiness()
        expect(ready.every((answer) => answer.ready)).toBe(true)
        expect(ready.filter((answer) => answer.role === 'indexer')).toHaveLength(1)
      },
      { timeout: 15_000, interval: 100 },
    )
    const ready = await readiness()
    expect(new Set(ready.map((answer) => answer.instance)).size).toBe(3)
    expect(ready.find((answer) => answer.role === 'indexer')?.indexing).toEqual([chain.caipNetworkId])
    const statuses = await Promise.all(servers.map((_, i) => call(i, 'GET', '/v1/indexer/status')))
    expect(statuses.map((answer) => (answer.body.chains as { indexing: boolean }[])[0]?.indexing)).toEqual(
      ready.map((answer) => answer.role === 'indexer'),
    )
  })

  test('behavior: a SIWX nonce is accepted once, whichever instances 100 concurrent verifies reach', async () => {
    const { body } = await call(0, 'GET', '/v1/siwx/nonce')
    const now = Date.now()
    const message = formatSiwxMessage({
      domain: 'harbor.example',
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      uri: ORIGIN,
      version: '1',
      nonce: body.nonce as string,
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 3_600_000).toISOString(),
    })
    const signature = await alice.signMessage({ message })
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(i, 'POST', '/v1/siwx/verify', { body: { message, signature }, ip: `10.1.${i}.1` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status >= 400 && status < 500)).toHaveLength(99)
    const { rows } = await sql.query('select token from siwx_sessions where message = $1', [message])
    expect(rows).toHaveLength(1)
  })

  test('behavior: a rate limit counts across instances: the 11th code mail an hour is refused, whichever instance it reaches', async () => {
    // The limit's windows are fixed clock hours: start in one with room for the whole test.
    const leftMs = 3_600_000 - (Date.now() % 3_600_000)
    if (leftMs < 15_000) await new Promise((resolve) => setTimeout(resolve, leftMs + 100))
    for (const [ip, offset] of [
      ['10.2.0.1', 0],
      ['10.2.0.2', 1],
    ] as const) {
      const statuses: number[] = []
      for (let i = 0; i < 13; i++) {
        const email = `limit-${i}-${randomUUID().slice(0, 8)}@harbor.example`
        const answer = await call(i + offset, 'POST', '/auth/v1/email/otp', {
          ip,
          body: { email, deviceId: `device-${randomUUID()}` },
          headers: { origin: FRAME_ORIGIN },
        })
        statuses.push(answer.status)
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429, 429])
    }
  })

  test('behavior: 20 concurrent registrations of one name across instances have exactly one winner', async () => {
    const name = `harbor-${randomUUID().slice(0, 8)}.reown.id`
    const timestamp = Math.floor(Date.now() / 1000)
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const account = privateKeyToAccount(generatePrivateKey())
        const message = JSON.stringify({ name, attributes: {}, timestamp })
        return call(i, 'POST', '/v1/profile/account', {
          ip: `10.3.${i}.1`,
          body: {
            coin_type: evmChainCoinType(31337),
            address: account.address,
            message,
            signature: await account.signMessage({ message }),
          },
        })
      }),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)])
    const { rows } = await sql.query('select name from profile_names where name = $1', [name])
    expect(rows).toHaveLength(1)
  })

  test('behavior: 1,000 analytics events sent round-robin are stored once each', async () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID())
    for (let start = 0; start < ids.length; start += 50) {
      const answers = await Promise.all(
        ids.slice(start, start + 50).map((eventId, j) =>
          call(start + j, 'POST', '/e', {
            body: { eventId, url: `${ORIGIN}/`, domain: 'harbor.example', timestamp: Date.now(), props: {} },
          }),
        ),
      )
      expect(answers.every((answer) => answer.status === 202)).toBe(true)
    }
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query<{ stored: number; distinct: number }>(
          'select count(*)::int as stored, count(distinct event_id)::int as distinct from analytics_events where event_id = any($1::uuid[])',
          [ids],
        )
        expect(rows[0]).toEqual({ stored: 1000, distinct: 1000 })
      },
      { timeout: 20_000, interval: 200 },
    )
  })

  test('behavior: an email code spent on one instance is refused on the others', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@harbor.example`
    const deviceId = `device-${randomUUID()}`
    const requested = await call(0, 'POST', '/auth/v1/email/otp', {
      body: { email, deviceId },
      headers: { origin: FRAME_ORIGIN },
    })
    expect(requested.status).toBe(200)
    const code = / is (\d{6})\./.exec((await mail.waitFor(email)).text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const scope = { origin: FRAME_ORIGIN, 'x-foyer-project': PROJECT, 'x-foyer-origin': ORIGIN }
    const verify = (i: number) =>
      call(i, 'POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: code }, headers: scope })
    const first = await verify(1)
    expect(first.status).toBe(200)
    for (const i of [2, 0]) {
      const again = await verify(i)
      expect(again.status).toBe(400)
      expect(again.body.code).toBe('OTP_MISSING')
    }
  })

  test("behavior: the indexing instance killed mid-sync, another takes over and the index equals a single server's", async () => {
    // Blocks for a catch-up of many small batches: transfers, 120 empty blocks, transfers.
    const bob = privateKeyToAccount(generatePrivateKey()).address
    for (let i = 0; i < 4; i++) await chain.send(1, { to: bob, value: BigInt(1_000 + i) })
    // evm_mine, not hardhat_mine: Hardhat's reserved blocks answer a parent hash that is not the block before's.
    await chain.mine(120)
    for (let i = 0; i < 4; i++) await chain.send(2, { to: bob, value: BigInt(2_000 + i) })
    const head = Number(await chain.client.getBlockNumber())

    const ready = await readiness()
    const indexer = servers[ready.findIndex((answer) => answer.role === 'indexer')]!
    await vi.waitFor(
      async () => {
        const tip = await storedTip()
        expect(tip).not.toBeNull()
        expect(tip!).toBeGreaterThan(head - 110)
      },
      { timeout: 20_000, interval: 10 },
    )
    await indexer.kill()
    const killedAt = (await storedTip())!
    expect(killedAt).toBeLessThan(head)
    servers = servers.filter((server) => server !== indexer)

    await vi.waitFor(
      async () => {
        const roles = (await readiness()).map((answer) => answer.role)
        expect(roles.filter((role) => role === 'indexer')).toHaveLength(1)
      },
      { timeout: 10_000, interval: 100 },
    )
    await vi.waitFor(async () => expect(await storedTip()).toBe(head), { timeout: 30_000, interval: 100 })

    // The same chain indexed by one server from scratch.
    const alone = await createDatabase({ url: await createScratchDatabase() })
    try {
      const single = createIndexer({
        db: alone,
        chains: [
          {
            caipNetworkId: chain.caipNetworkId,
            rpcUrl: chain.chain.rpcUrl,
            tokens: chain.world.contracts.tokens,
            nfts: chain.world.contracts.nfts,
          },
        ],
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      })
      await single.syncOnce()
      for (const table of INDEX_TABLES) {
        const { rows: cluster } = await sql.query(table)
        const { rows: reference } = await alone.query(table)
        expect(cluster.length).toBeGreaterThan(0)
        expect(JSON.stringify(cluster)).toBe(JSON.stringify(reference))
      }
      const { rows } = await sql.query<{ n: number; first: number; last: number }>(
        'select count(*)::int as n, min(number)::int as first, max(number)::int as last from chain_blocks',
      )
      expect(rows[0]!.n).toBe(rows[0]!.last - rows[0]!.first + 1)
    } finally {
      await alone.close()
    }
  }, 90_000)
})

/** The indexed rows, in a fixed order and text form (both drivers' types compare equal). */
const INDEX_TABLES = [
  'select number::text, hash, parent_hash from chain_blocks order by number',
  'select hash, block_number::text, tx_index, from_address, to_address, value::text, status from chain_transactions order by block_number, tx_index',
  'select tx_hash, log_index, kind, token_address, from_address, to_address, value::text, token_id::text from chain_transfers order by tx_hash, log_index',
  'select account, block_number::text, tx_index, hash from chain_account_transactions order by account, block_number, tx_index',
]
