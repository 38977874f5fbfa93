// A real PostgreSQL server for the storage tests: Debian's PostgreSQL, installed with apt-get when it
// is missing, in a fresh cluster in a temp folder, listening on 127.0.0.1 on a free port.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { getFreePort } from '@foyer/devnet/ports'
import pg from 'pg'
import { PostgresSetupError } from '../errors/server.js'
import { t } from '../messages.js'

const run = promisify(execFile)
const POSTGRES_ROOT = '/usr/lib/postgresql'
const DATABASE = 'foyer_test'
const isRoot = process.getuid?.() === 0

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/foyer_test */
  url: string
  port: number
  /** Stops the server (`pg_ctl stop -m fast`) and keeps its data: for outage tests. */
  pause(): Promise<void>
  /** Starts a paused server again on the same port. */
  resume(): Promise<void>
  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections stay open and nothing
   * answers, as when its machine hangs. `thaw()` lets it go on.
   */
  freeze(): Promise<void>
  thaw(): Promise<void>
  /** Stops the server and deletes its folder. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Ensures PostgreSQL is installed, then initdb's a fresh cluster in a temp folder and starts it
 * (as the `postgres` OS user when this process is root: PostgreSQL refuses to run as root), and
 * creates the database `foyer_test`. The server is also stopped if this process exits first.
 *
 * @example
 * const postgres = await startPostgres()
 * const db = await createDatabase({ url: postgres.url })
 * await postgres.stop()
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = await ensurePostgresInstalled()
  const dir = await mkdtemp(join(tmpdir(), 'foyer-pg-'))
  const data = join(dir, 'data')
  const port = await getFreePort()
  if (isRoot) await command('chown', ['-R', 'postgres:postgres', dir])
  await asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])

  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const pgCtl = join(bin, 'pg_ctl')
  let running = false
  const start = async () => {
    await asPostgres(pgCtl, [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ])
    running = true
  }
  const pause = async () => {
    if (!running) return
    await asPostgres(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'])
    running = false
  }
  // Never leave a server behind, even when the test run is interrupted.
  const onExit = () => {
    if (!running) return
    const args = ['-D', data, '-m', 'immediate', '-w', 'stop']
    execFileSync(isRoot ? 'runuser' : pgCtl, isRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args, {
      stdio: 'ignore',
    })
  }
  process.once('exit', onExit)

  await start()
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
  await admin.connect()
  try {
    await admin.query(`create database ${DATABASE}`)
  } finally {
    await admin.end()
  }

  let stopped: Promise<void> | undefined
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    pause,
    resume: start,
    freeze: async () => {
      for (const pid of await serverProcesses(data)) process.kill(pid, 'SIGSTOP')
    },
    thaw: async () => {
      for (const pid of (await serverProcesses(data)).reverse()) process.kill(pid, 'SIGCONT')
    },
    stop() {
      stopped ??= (async () => {
        await pause()
        process.off('exit', onExit)
        await rm(dir, { recursive: true, force: true })
      })()
      return stopped
    },
  }
}

/** The postmaster (first line of its pid file) and its children: the backends and background workers. */
async function serverProcesses(data: string): Promise<number[]> {
  const postmaster = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0])
  const children: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (ppid === postmaster) children.push(Number(entry))
  }
  return [postmaster, ...children]
}

/** Returns the bin folder of the newest installed PostgreSQL, installing Debian's package if needed. */
async function ensurePostgresInstalled(): Promise<string> {
  const found = findBinDir()
  if (found) return found
  if (!isRoot)
    throw new PostgresSetupError({
      command: 'apt-get install -y postgresql',
      details: t('postgres.notInstalled', { reason: 'not running as root' }),
    })
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await command('apt-get', ['update'], env)
  await command('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], env)
  const installed = findBinDir()
  if (!installed)
    throw new PostgresSetupError({
      command: 'apt-get install -y postgresql',
      details: t('postgres.notInstalled', { reason: `no ${POSTGRES_ROOT}/*/bin/initdb after install` }),
    })
  return installed
}

function findBinDir(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(POSTGRES_ROOT, versions[0], 'bin')
}

function asPostgres(file: string, args: string[]): Promise<void> {
  return isRoot ? command('runuser', ['-u', 'postgres', '--', file, ...args]) : command(file, args)
}

async function command(file: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(file, args, { env: env ?? process.env, maxBuffer: 64 * 1024 * 1024 })
  } catch (cause) {
    throw new PostgresSetupError({ command: [file, ...args].join(' '), cause })
  }
}
