// A local cluster of Foyer servers (`npm start -- --instances 3`): one real PostgreSQL (Debian's, installed
// on first use), N `foyer-server` processes on it, and round-robin reverse proxies (http-proxy-3) in front
// of their API and of their secure login frame, so that what a host runs behind a load balancer can be
// tried (and tested) on one machine.
import { createServer, type Server, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { ServerConfig } from '@foyer/server'
import { createProxyServer } from 'http-proxy-3'
import { startPostgres, type TestPostgres } from '../packages/server/src/test/postgres.js'
import { type ServerProcess, startServerProcesses } from '../packages/server/src/test/serverProcesses.js'

/** The response header naming the instance that answered (or failed) a proxied request. */
export const INSTANCE_HEADER = 'x-foyer-instance'

/** How long a target that refused a connection is left out of the rotation before it is tried again. */
const DOWN_FOR_MS = 2_000

export interface RoundRobinProxyParameters {
  /** The instances' base URLs (`http://127.0.0.1:PORT`). */
  targets: string[]
  /** 0 (a free port) by default. */
  port?: number
  /** 127.0.0.1 by default. */
  hostname?: string
}

export interface RoundRobinProxy {
  url: string
  /** Takes a target out of the rotation for good (its process exited). */
  remove(target: string): void
  close(): Promise<void>
}

/** One target of the rotation: its URL, and until when it is skipped after refusing a connection. */
interface Target {
  url: URL
  name: string
  downUntil: number
  removed: boolean
}

/**
 * Starts a reverse proxy that spreads requests round-robin over `targets`, the way a host's load balancer
 * spreads them over Foyer instances. Each response names its instance (`x-foyer-instance: 127.0.0.1:PORT`).
 * A target that refuses a connection gets that request answered with a 502 and a short JSON body, and is
 * skipped for a moment; the others keep serving. X-Forwarded-For is added, so the servers need
 * `trustProxy: ['127.0.0.1']` to see the client's address.
 *
 * @example
 * const proxy = await startRoundRobinProxy({ targets: ['http://127.0.0.1:4001', 'http://127.0.0.1:4002'] })
 * await fetch(`${proxy.url}/health`)
 * await proxy.close()
 */
export async function startRoundRobinProxy(parameters: RoundRobinProxyParameters): Promise<RoundRobinProxy> {
  const { port = 0, hostname = '127.0.0.1' } = parameters
  const targets: Target[] = parameters.targets.map((url) => ({
    url: new URL(url),
    name: new URL(url).host,
    downUntil: 0,
    removed: false,
  }))
  const pick = createRotation(targets)
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 120_000 })
  const server = createServer((req, res) => {
    const target = pick()
    if (!target) {
      answerBadGateway(res, 'No Foyer instance is running.')
      return
    }
    res.setHeader(INSTANCE_HEADER, target.name)
    proxy.web(req, res, { target: target.url }, (error, _req, response) => {
      if (isConnectionRefusal(error)) target.downUntil = Date.now() + DOWN_FOR_MS
      answerBadGateway(
        response,
        `The Foyer instance ${target.name} did not answer (${errorCode(error) ?? error.message}).`,
      )
    })
  })
  const url = await listen(server, port, hostname)
  return {
    url,
    remove(target) {
      const origin = new URL(target).origin
      for (const entry of targets) if (entry.url.origin === origin) entry.removed = true
    },
    close: () => closeServer(server),
  }
}

/** The next target in turn that is neither removed nor resting after a refusal; a resting one when no other is left. */
function createRotation(targets: Target[]): () => Target | undefined {
  let cursor = 0
  return () => {
    let resting: Target | undefined
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(cursor + i) % targets.length]
      if (!target || target.removed) continue
      if (target.downUntil > Date.now()) {
        resting ??= target
        continue
      }
      cursor = (cursor + i + 1) % targets.length
      return target
    }
    return resting
  }
}

/** 502 with `{ message, code }` (the server's own error shape); a response already under way is cut instead. */
function answerBadGateway(response: ServerResponse | Socket, message: string): void {
  if (!(response instanceof ServerResponse)) {
    response.destroy()
    return
  }
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
  response.end(JSON.stringify({ message, code: 'INSTANCE_UNAVAILABLE' }))
}

function errorCode(error: Error): string | undefined {
  const code = (error as NodeJS.ErrnoException).code
  return typeof code === 'string' ? code : undefined
}

function isConnectionRefusal(error: Error): boolean {
  const code = errorCode(error)
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE'
}

function listen(server: Server, port: number, hostname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => {
      server.off('error', reject)
      resolve(`http://${hostname}:${(server.address() as AddressInfo).port}`)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

export interface StartClusterParameters {
  /** How many `foyer-server` processes; at least 1. */
  instances: number
  /**
   * The servers' config, the same for every instance (so the auth `shareKey` is shared); its `database` is
   * replaced by the cluster's PostgreSQL, and `trustProxy` gets 127.0.0.1 (the proxies).
   */
  config: ServerConfig
  /** The API proxy's port; 0 (a free one) by default. */
  apiPort?: number
  /** The login frame proxy's port (only with `config.auth`); 0 (a free one) by default. */
  framePort?: number
  /** Called when an instance exits before `stop()` (crashed or killed); it leaves the rotation either way. */
  onInstanceExit?: (instance: ServerProcess, code: number | string) => void
  /** Gets each instance's log lines, as `(instance number from 1, line)`; dropped by default. */
  onInstanceLog?: (instance: number, line: string) => void
}

export interface Cluster {
  /** The API proxy's URL: what a site's `apiUrl` points at. */
  apiUrl: string
  /** The login frame proxy's URL, when the config has `auth`. */
  frameUrl: string | undefined
  /** The PostgreSQL every instance uses. */
  databaseUrl: string
  instances: ServerProcess[]
  /** Stops the proxies, the instances (SIGTERM) and PostgreSQL. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts PostgreSQL, `instances` Foyer servers on it (each also serving the login frame when the config has
 * `auth`) and the reverse proxies in front of them, on 127.0.0.1.
 *
 * @example
 * const cluster = await startCluster({ instances: 3, config: { projects: [{ id: 'p', origins: ['*'] }] } })
 * await fetch(`${cluster.apiUrl}/health`)
 * await cluster.stop()
 */
export async function startCluster(parameters: StartClusterParameters): Promise<Cluster> {
  const { instances: count, apiPort = 0, framePort = 0 } = parameters
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`instances must be 1 or more, not ${count}`)
  const config = clusterConfig(parameters.config)
  const withFrame = config.auth !== undefined
  const postgres = await startPostgres()
  const instances: ServerProcess[] = []
  const proxies: RoundRobinProxy[] = []
  let stopping = false
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopping = true
    stopped ??= stopAll(proxies, instances, postgres)
    return stopped
  }
  try {
    instances.push(
      ...(await startInstances(count, config, postgres.url, withFrame, parameters.onInstanceLog)),
    )
    proxies.push(await startRoundRobinProxy({ targets: instances.map((i) => i.url), port: apiPort }))
    if (withFrame) {
      const frameTargets = instances.flatMap((i) => (i.frameUrl ? [i.frameUrl] : []))
      proxies.push(await startRoundRobinProxy({ targets: frameTargets, port: framePort }))
    }
  } catch (error) {
    await stop()
    throw error
  }
  for (const instance of instances)
    void instance.exited.then((code) => {
      if (stopping) return
      for (const proxy of proxies)
        for (const url of [instance.url, instance.frameUrl]) if (url) proxy.remove(url)
      parameters.onInstanceExit?.(instance, code)
    })
  return {
    apiUrl: proxies[0]?.url ?? '',
    frameUrl: withFrame ? proxies[1]?.url : undefined,
    databaseUrl: postgres.url,
    instances,
    stop,
  }
}

/** The instances' config: the proxies trusted for X-Forwarded-For (per-IP limits see the client). */
function clusterConfig(config: ServerConfig): ServerConfig {
  const trustProxy = [...new Set([...(config.trustProxy ?? []), '127.0.0.1'])]
  return { ...config, trustProxy }
}

/** Starts the instances (each with its frame listener when the config has `auth`, its log lines to `onLog`). */
function startInstances(
  count: number,
  config: ServerConfig,
  databaseUrl: string,
  withFrame: boolean,
  onLog: ((instance: number, line: string) => void) | undefined,
): Promise<ServerProcess[]> {
  return startServerProcesses(count, (i) => ({
    config,
    databaseUrl,
    ...(withFrame ? { framePort: 0 } : {}),
    ...(onLog ? { onOutput: linesOf((line) => onLog(i + 1, line)) } : {}),
  }))
}

/** Turns chunks of output into whole lines for `onLine` (a partial line waits for its end). */
function linesOf(onLine: (line: string) => void): (text: string) => void {
  let partial = ''
  return (text) => {
    const lines = (partial + text).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) if (line) onLine(line)
  }
}

async function stopAll(proxies: RoundRobinProxy[], instances: ServerProcess[], postgres: TestPostgres) {
  await Promise.all(proxies.map((proxy) => proxy.close()))
  await Promise.all(instances.map((instance) => instance.stop()))
  await postgres.stop()
}
