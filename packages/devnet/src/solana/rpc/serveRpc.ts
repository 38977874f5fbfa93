import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleJsonRpc } from './handleJsonRpc.js'
import type { RpcContext } from './types.js'

/** Largest request body read; a bigger one is answered 413 and the connection closed. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024
const REQUEST_TIMEOUT_MS = 10_000

/** A running HTTP front of the ledger. */
export interface RpcServer {
  port: number
  close(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-max-age': '86400',
}

/**
 * Serves the JSON-RPC methods over HTTP on 127.0.0.1 only, as a validator's RPC port: POST any path with
 * a JSON-RPC body, GET /health → 'ok', CORS open (browser dapps call it from their own origin), bodies
 * over 1 MiB refused with 413, slow requests cut after 10 s. Resolves once listening.
 */
export function serveRpc(context: RpcContext, { port }: { port: number }): Promise<RpcServer> {
  const server = createServer((request, response) => {
    handleHttp(request, response, context).catch((error: unknown) => {
      // Only writing the answer can fail here (a client gone mid-answer): nothing left to tell anyone.
      response.destroy(error instanceof Error ? error : undefined)
    })
  })
  server.requestTimeout = REQUEST_TIMEOUT_MS
  server.headersTimeout = REQUEST_TIMEOUT_MS
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

async function handleHttp(request: IncomingMessage, response: ServerResponse, context: RpcContext) {
  request.on('error', () => response.destroy()) // a client that vanished mid-request: drop it
  if (request.method === 'OPTIONS') {
    const asked = request.headers['access-control-request-headers']
    response.writeHead(204, {
      ...CORS_HEADERS,
      'access-control-allow-headers': asked ?? 'content-type, solana-client',
    })
    response.end()
    return
  }
  if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
    response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
    response.end('ok')
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, {
      ...CORS_HEADERS,
      allow: 'POST, OPTIONS',
      'content-type': 'text/plain; charset=utf-8',
    })
    response.end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    return
  }
  const body = await readBody(request)
  if (request.destroyed && !request.complete) return // the client went away before the end of its request
  if (body === undefined) {
    response.writeHead(413, {
      ...CORS_HEADERS,
      connection: 'close',
      'content-type': 'text/plain; charset=utf-8',
    })
    response.end('Payload Too Large', () => request.destroy())
    return
  }
  const answer = await handleJsonRpc(body, context)
  response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' })
  response.end(answer ?? '')
}

/** The request body as text, or undefined once it passes MAX_REQUEST_BODY_BYTES (the rest is not read). */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > MAX_REQUEST_BODY_BYTES) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_REQUEST_BODY_BYTES) {
        request.off('data', onData)
        request.pause()
        resolve(undefined)
        return
      }
      chunks.push(chunk)
    }
    request.on('data', onData)
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('close', () => resolve(undefined)) // no-op after 'end'
  })
}
