import type { IncomingMessage, ServerResponse } from 'node:http'
import { m } from './messages.js'
import { renderInbox } from './renderInbox.js'
import type { Mail } from './types.js'

const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
}

export interface InboxRequestContext {
  /** The host the inbox listens on (127.0.0.1) and its port. */
  host: string
  port: number
  /** Origins whose pages may read `GET /messages`. */
  allowOrigins: ReadonlySet<string>
  newestFirst(to: string | undefined): Mail[]
}

/**
 * Answers one request of the inbox's HTTP server: `GET /messages?to=` as JSON (CORS for `allowOrigins`),
 * `GET /` as the inbox page; 421 for a request naming another host (DNS rebinding), 405, 404.
 */
export function handleInboxRequest(
  { host: listenHost, port, allowOrigins, newestFirst }: InboxRequestContext,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = new URL(request.url ?? '/', `http://${listenHost}`)
  const to = url.searchParams.get('to')?.trim() || undefined
  const host = request.headers.host ?? ''
  if (host !== `${listenHost}:${port}` && host !== `localhost:${port}`) {
    // A page of another site whose host name was made to point here must not read the codes.
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(m('wrongHost'))
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' })
    response.end(m('methodNotAllowed'))
  } else if (url.pathname === '/messages') {
    const origin = request.headers.origin
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Origin',
      ...(origin && allowOrigins.has(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    })
    response.end(JSON.stringify(newestFirst(to)))
  } else if (url.pathname === '/') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...PAGE_HEADERS })
    response.end(renderInbox({ mails: newestFirst(to), to }))
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(m('notFound'))
  }
}
