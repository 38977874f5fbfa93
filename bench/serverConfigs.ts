// The server configurations bench/server.ts measures, one after the other against one devnet chain:
// one in-process server on PGlite (the default install), one `foyer-server` process on PostgreSQL, and
// three processes on one PostgreSQL database (the horizontal scaling a host gets behind a load balancer).
// Also the teardown that stops whatever is running at the end, on failure and on Ctrl+C.
import { createFoyerServer, type ServerConfig } from '@foyer/server'
import pg from 'pg'
import { startPostgres, type TestPostgres } from '../packages/server/src/test/postgres.js'
import { type ServerProcess, startServerProcesses } from '../packages/server/src/test/serverProcesses.js'

/** A running configuration: the URLs the load is spread over, and how to stop it. */
export interface Deployment {
  /** Short name for the tables and the summary, e.g. `PostgreSQL×3`. */
  label: string
  /** What the instances run on, for the table's title. */
  description: string
  urls: string[]
  /** Prints what the processes wrote (for a failure's message); empty for the in-process server. */
  output(): string
  stop(): Promise<void>
}

/** Starts one configuration; `teardown` owns it until its `stop()` runs. */
export type StartDeployment = (config: ServerConfig, teardown: Teardown) => Promise<Deployment>

export interface Teardown {
  /** Registers `stop` (run by `all()` unless it ran before); returns a function that runs it once. */
  own(label: string, stop: () => Promise<void>): () => Promise<void>
  /** Runs every registered stop, newest first; failures are logged, not thrown, so the rest still stop. */
  all(): Promise<void>
  /** True once a signal started the teardown: the signal handler, not the failing run, exits then. */
  interrupted(): boolean
}

interface Owned {
  label: string
  stop: () => Promise<void>
  /** The stop under way: a second caller (the run's `finally` during Ctrl+C) waits for the same one. */
  done?: Promise<void>
}

/**
 * One list of what is running, so that the end of the run, a failure and Ctrl+C stop the same things
 * in the same order (servers before their database, the chain last). Installs the signal handlers.
 */
export function createTeardown(): Teardown {
  const owned = new Map<symbol, Owned>()
  const run = (key: symbol): Promise<void> => {
    const entry = owned.get(key)
    if (!entry) return Promise.resolve()
    entry.done ??= entry
      .stop()
      .catch((error: unknown) => console.error(`bench/server: stopping ${entry.label} failed:`, error))
      .finally(() => owned.delete(key))
    return entry.done
  }
  const all = async () => {
    for (const key of [...owned.keys()].reverse()) await run(key)
  }
  const signalled = stopOnSignals(all)
  return {
    own(label, stop) {
      const key = Symbol(label)
      owned.set(key, { label, stop })
      return () => run(key)
    },
    all,
    interrupted: signalled,
  }
}

/**
 * Stops everything, then exits, on Ctrl+C (and SIGTERM / SIGHUP), instead of leaving servers behind; a
 * second signal exits at once. `on`, not `once`: the devnet's own handler re-raises the signal (killing
 * this process mid-teardown) when it finds itself the only listener. Returns whether a signal came.
 */
function stopOnSignals(all: () => Promise<void>): () => boolean {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const
  let stopping = false
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (stopping) process.exit(code)
      stopping = true
      console.error(`\nbench/server: ${signal}, stopping…`)
      void all().finally(() => process.exit(code))
    })
  }
  return () => stopping
}

/** (a) One server in this process on the embedded PGlite database, its indexer synced once. */
export const inProcessPglite: StartDeployment = async (config, teardown) => {
  const server = await createFoyerServer(config, {
    logger: { info: () => undefined, warn: () => undefined, error: console.error },
  })
  const stop = teardown.own('the in-process server', () => server.close())
  await server.indexer?.syncOnce()
  const { url } = await server.listen()
  return {
    label: 'PGlite×1',
    description: 'one in-process server, PGlite',
    urls: [url],
    output: () => '',
    stop,
  }
}

/** (b) and (c): `count` `foyer-server` processes on one fresh PostgreSQL database of `postgres`. */
export function processesOnPostgres(postgres: TestPostgres, count: number): StartDeployment {
  return async (config, teardown) => {
    const databaseUrl = await createDatabase(postgres.url, `foyer_bench_${count}`)
    const processes: ServerProcess[] = []
    const stop = teardown.own(`${count} foyer-server process(es)`, async () => {
      await Promise.all(processes.map((instance) => instance.stop()))
    })
    // When one instance fails to start, startServerProcesses stops the others before it rejects.
    processes.push(...(await startServerProcesses(count, { config, databaseUrl })))
    return {
      label: `PostgreSQL×${count}`,
      description: `${count} foyer-server process${count === 1 ? '' : 'es'}, one PostgreSQL database`,
      urls: processes.map((instance) => instance.url),
      output: () => processes.map((instance) => `[pid ${instance.pid}]\n${instance.output()}`).join('\n'),
      stop,
    }
  }
}

/** Starts the PostgreSQL server (b) and (c) share, each on a database of its own. */
export async function startBenchPostgres(teardown: Teardown): Promise<TestPostgres> {
  console.error('bench/server: starting PostgreSQL…')
  const postgres = await startPostgres()
  teardown.own('PostgreSQL', () => postgres.stop())
  return postgres
}

/** Creates an empty database `name` next to `url`'s and returns its URL, so no run sees another's rows. */
async function createDatabase(url: string, name: string): Promise<string> {
  const target = new URL(url)
  target.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return target.toString()
}

/**
 * Waits until every instance answers `historyPath` with the account's transactions: the proof that the
 * indexer (whichever instance runs it) has synced the chain into the shared database, so the history
 * measured is the real one and not an empty page. Throws with the last answers after `timeoutMs`.
 */
export async function waitForIndexer(
  deployment: Deployment,
  historyPath: string,
  origin: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const pending = new Set(deployment.urls)
  const last = new Map<string, string>()
  while (pending.size > 0) {
    for (const url of [...pending]) {
      const answer = await historyAnswer(`${url}${historyPath}`, origin)
      if (answer === 'synced') pending.delete(url)
      else last.set(url, answer)
    }
    if (pending.size === 0) return
    if (Date.now() > deadline) {
      const answers = [...pending].map((url) => `  ${url}: ${last.get(url)}`).join('\n')
      throw new Error(
        `${deployment.label}: the indexer did not sync the account's history within ${timeoutMs / 1000} s; last answers:\n${answers}\n${deployment.output()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** `'synced'` when the history page has transactions, else what the server answered (for the error). */
async function historyAnswer(url: string, origin: string): Promise<string> {
  try {
    const response = await fetch(url, { headers: { origin } })
    const text = await response.text()
    if (!response.ok) return `HTTP ${response.status} ${text.slice(0, 200)}`
    const body = JSON.parse(text) as { data?: unknown }
    return Array.isArray(body.data) && body.data.length > 0 ? 'synced' : `HTTP 200, ${text.slice(0, 200)}`
  } catch (error) {
    return String(error)
  }
}

/** Each instance's `/ready` role (indexer or reader) once the server has it; `?` before that. */
export async function instanceRoles(deployment: Deployment): Promise<string[]> {
  return Promise.all(
    deployment.urls.map(async (url) => {
      try {
        const response = await fetch(`${url}/ready`)
        const body = (await response.json()) as { role?: unknown }
        return typeof body.role === 'string' ? body.role : '?'
      } catch {
        return '?'
      }
    }),
  )
}
