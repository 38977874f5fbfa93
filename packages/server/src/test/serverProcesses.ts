// Foyer servers as child processes (`bin/foyer-server.mjs`, the command a host runs), for the tests,
// benchmarks and the local cluster that run several instances on one database. Not exported from the
// package.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerConfig } from '../config/serverConfigSchema.js'

const BIN = fileURLToPath(new URL('../../bin/foyer-server.mjs', import.meta.url))
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/
const FRAME_LISTENING = /Secure login frame listening on (http:\/\/127\.0\.0\.1:\d+)/

export interface StartServerProcessParameters {
  /** The server's config (written to a temporary JSON file); its `database` is replaced by `databaseUrl`. */
  config: ServerConfig
  /** PostgreSQL URL (`--database-url`); without it the config's database (PGlite) is used. */
  databaseUrl?: string
  /** 0 (a free port) by default. */
  port?: number
  /** Also serve the secure login frame on this port (0: a free one). */
  framePort?: number
  /** Longest wait for the URL line; 60 s by default. */
  timeoutMs?: number
  /** Gets what the process writes (stdout and stderr), as it comes: a cluster shows its instances' logs. */
  onOutput?: (text: string) => void
}

/** What `output()` keeps of a long-running process: its last 64 KiB. */
const KEPT_OUTPUT = 64 * 1024

export interface ServerProcess {
  /** The API's URL, as the process printed it. */
  url: string
  frameUrl: string | undefined
  pid: number
  /** What the process wrote to stdout and stderr (its last 64 KiB), for a failing test's message. */
  output(): string
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>
  /** SIGKILL: the process dies at once, without closing its database connections itself. */
  kill(): Promise<void>
  /** SIGTERM: the server closes (writes its analytics queue) and exits. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts `foyer-server` in a child process with `config` and resolves once it listens.
 *
 * @example
 * const server = await startServerProcess({ config, databaseUrl: postgres.url })
 * await fetch(`${server.url}/ready`)
 * await server.stop()
 */
export async function startServerProcess(parameters: StartServerProcessParameters): Promise<ServerProcess> {
  const { config, databaseUrl, port = 0, framePort, timeoutMs = 60_000, onOutput } = parameters
  const folder = await mkdtemp(join(tmpdir(), 'foyer-instance-'))
  const configPath = join(folder, 'foyer.config.json')
  const { database: _database, ...rest } = config
  await writeFile(configPath, JSON.stringify(databaseUrl ? rest : config))
  const args = [BIN, '--config', configPath, '--port', String(port)]
  if (databaseUrl) args.push('--database-url', databaseUrl)
  if (framePort !== undefined) args.push('--frame-port', String(framePort))
  const { DATABASE_URL: _url, PORT: _port, FRAME_PORT: _frame, ...env } = process.env
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  // The config's folder goes with the process; stop() and kill() resolve once it is gone.
  const removed = exited.then(() => rm(folder, { recursive: true, force: true }))
  const urls = await new Promise<{ url: string; frameUrl: string | undefined }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`foyer-server did not listen within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      onOutput?.(text)
      output = (output + text).slice(-KEPT_OUTPUT)
      const url = LISTENING.exec(output)?.[1]
      const frameUrl = FRAME_LISTENING.exec(output)?.[1]
      if (url && (framePort === undefined || frameUrl)) {
        clearTimeout(timer)
        resolve({ url, frameUrl })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`foyer-server exited (${code}) before listening:\n${output}`))
    })
  })
  return {
    ...urls,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    kill: () => signalAndWait(child, 'SIGKILL', removed),
    stop: () => signalAndWait(child, 'SIGTERM', removed),
  }
}

/**
 * Starts `count` servers in parallel (on one database their migrations take turns on an advisory lock),
 * each with `parameters` or `parameters(i)`. When one fails to start, those that did are stopped before
 * it rejects, so that no process is left behind.
 */
export async function startServerProcesses(
  count: number,
  parameters: StartServerProcessParameters | ((index: number) => StartServerProcessParameters),
): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      startServerProcess(typeof parameters === 'function' ? parameters(i) : parameters),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (!failure) return started
  await Promise.all(started.map((server) => server.stop()))
  throw failure.reason
}

async function signalAndWait(
  child: ChildProcess,
  signal: NodeJS.Signals,
  gone: Promise<unknown>,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  await gone
}
