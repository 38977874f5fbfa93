import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A small HTTP server of the devnet on 127.0.0.1. */
export interface LocalServer {
  url: string
  port: number
  /** Stops listening and closes open connections. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Serves `serve` on 127.0.0.1 at `port` (a free one for 0), each request given 10 s; rejects with
 * `startError(cause)` when it cannot listen. A request whose answer cannot be written (the client went
 * away) is dropped: nobody is left to tell.
 *
 * @example
 * const server = await listenLocal((request, response) => handle(request, response), { port: 0, startError })
 */
export async function listenLocal(
  serve: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  { port, startError }: { port: number; startError: (cause: unknown) => Error },
): Promise<LocalServer> {
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : undefined)
    })
  })
  server.requestTimeout = 10_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(startError(error)))
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actual = (server.address() as AddressInfo).port
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

/** The request's body as text, or undefined past `maxBytes` (the request is then dropped). */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        request.destroy()
        resolve(undefined)
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
