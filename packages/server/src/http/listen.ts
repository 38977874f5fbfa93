import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { ListenError } from '../errors/server.js'

export interface ListenParameters {
  /** 0 (the default) picks a free port. */
  port?: number
  hostname?: string
}

export interface ListeningServer {
  /** e.g. http://127.0.0.1:8787 */
  url: string
  port: number
  /** Stops accepting connections, closes idle and active ones, and resolves when the socket is closed. */
  stop(): Promise<void>
}

/**
 * Serves a Hono app on Node's HTTP server and resolves once it listens. Each request reaches
 * `app.fetch` with Node's bindings (`{ incoming, outgoing }`) as its env.
 *
 * @example
 * const { url, stop } = await listen(app, { port: 0 })
 */
export async function listen(
  app: { fetch(request: Request, env: unknown): Response | Promise<Response> },
  { port = 0, hostname = '127.0.0.1' }: ListenParameters = {},
): Promise<ListeningServer> {
  // The Node bindings ({ incoming, outgoing }) become Hono's `c.env`: the client's socket address
  // (per-IP limits) is read from them.
  const server = createAdaptorServer({
    fetch: (request, env) => app.fetch(request, env),
    hostname,
  }) as Server
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, hostname, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (cause) {
    throw new ListenError({ hostname, port, cause })
  }
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
