import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path without the query, e.g. '/getWallets'. */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** `body` parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>

export interface TestServer {
  /** 'http://127.0.0.1:PORT' */
  url: string
  /** Every request received so far, in order. */
  requests: RecordedRequest[]
  /** Replaces the handler (scripted answers per test). */
  handle(handler: TestHandler): void
  close(): Promise<void>
}

/** Writes a JSON answer (or a raw string when `body` is a string) with extra headers. */
export function reply(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
  const type = typeof body === 'string' ? 'text/plain' : 'application/json'
  response.writeHead(status, { 'content-type': type, ...headers })
  response.end(text)
}

function parse(body: string): unknown {
  if (!body) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) for the API client tests: records each request and answers
 * through a scripted handler. Tests never mock fetch; they talk to this server.
 */
export async function startTestServer(initial?: TestHandler): Promise<TestServer> {
  let handler: TestHandler =
    initial ?? ((_request, response) => reply(response, 404, { message: 'no handler' }))
  const requests: RecordedRequest[] = []
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const body = Buffer.concat(chunks).toString('utf8')
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json: parse(body),
      }
      requests.push(request)
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        console.error('test server handler failed', error)
        if (!response.headersSent) reply(response, 500, { message: String(error) })
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
