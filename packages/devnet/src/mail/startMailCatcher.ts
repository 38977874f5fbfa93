import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { MailCatcherStartError, MailWaitTimeoutError } from './errors.js'
import { m } from './messages.js'
import { renderInbox } from './renderInbox.js'
import type { Mail } from './types.js'

export { MailCatcherStartError, MailWaitTimeoutError } from './errors.js'
export type { Mail } from './types.js'

export interface StartMailCatcherParameters {
  /** SMTP port on 127.0.0.1; 0 (a free port) by default. */
  smtpPort?: number | undefined
  /** HTTP port of the inbox on 127.0.0.1; 0 (a free port) by default. */
  httpPort?: number | undefined
  /** Largest message accepted, in bytes (larger ones are refused with 552); 1 MiB by default. */
  maxMessageBytes?: number | undefined
  /** Messages kept (the oldest are dropped first); 1 000 by default. */
  maxMessages?: number | undefined
  /** Called when an SMTP client's connection fails (reset, timeout); `console.warn` by default. */
  onError?: ((error: Error) => void) | undefined
  /**
   * Exact origins (`http://127.0.0.1:5173`) whose pages may read `GET /messages` (CORS), e.g. the demo's
   * inbox page; none by default. Any other site's page cannot read the codes.
   */
  allowOrigins?: readonly string[] | undefined
}

export interface MailCatcher {
  /** The SMTP port on 127.0.0.1 (no TLS, no authentication). */
  readonly smtpPort: number
  /**
   * `http://127.0.0.1:<port>`: `GET /` is the inbox page, `GET /messages?to=` the JSON list (readable by the
   * pages of `allowOrigins`). Requests naming another host (DNS rebinding) are refused with 421.
   */
  readonly httpUrl: string
  /** Every message kept, newest first. */
  messages(): Mail[]
  /**
   * The newest message already received for `to` that matches `predicate`, else the next one to arrive;
   * rejects with `MailWaitTimeoutError` after `timeoutMs` (5 000 by default).
   */
  waitFor(to: string, predicate?: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>
  /** Forgets every message. */
  clear(): void
  /** Closes both servers; waiting `waitFor` calls reject. */
  stop(): Promise<void>
}

interface Waiter {
  to: string
  predicate: ((mail: Mail) => boolean) | undefined
  resolve(mail: Mail): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

const DEFAULT_MAX_BYTES = 1024 * 1024
const DEFAULT_MAX_MESSAGES = 1000
const DEFAULT_WAIT_MS = 5000
const HOST = '127.0.0.1'
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
}

const isFor = (mail: Mail, to: string) => mail.to.includes(to.trim().toLowerCase())

/**
 * A local mail catcher for development and tests: an SMTP server on 127.0.0.1 (no TLS, no
 * authentication, a size limit) that keeps every message it receives, parsed with mailparser, and an
 * HTTP server on 127.0.0.1 that shows them: `GET /messages?to=` answers JSON (newest first), `GET /`
 * an inbox page for a person (escaped text only; a message's HTML is never rendered).
 *
 * @example
 * const catcher = await startMailCatcher()
 * const server = await createFoyerServer({ …, auth: { smtp: { host: '127.0.0.1', port: catcher.smtpPort }, … } })
 * const mail = await catcher.waitFor('ada@example.com')
 * await catcher.stop()
 */
export async function startMailCatcher(parameters: StartMailCatcherParameters = {}): Promise<MailCatcher> {
  const maxBytes = parameters.maxMessageBytes ?? DEFAULT_MAX_BYTES
  const maxMessages = parameters.maxMessages ?? DEFAULT_MAX_MESSAGES
  const onError = parameters.onError ?? ((error: Error) => console.warn('Foyer mail catcher:', error))
  /** Oldest first; read newest first. */
  let kept: Mail[] = []
  const waiters = new Set<Waiter>()

  const receive = (mail: Mail) => {
    kept.push(mail)
    if (kept.length > maxMessages) kept = kept.slice(kept.length - maxMessages)
    for (const waiter of waiters) {
      if (!isFor(mail, waiter.to) || (waiter.predicate && !waiter.predicate(mail))) continue
      waiters.delete(waiter)
      clearTimeout(waiter.timer)
      waiter.resolve(mail)
    }
  }

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    simpleParser(stream).then(
      (parsed) => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error(m('tooLarge', { limit: maxBytes })), { responseCode: 552 }))
          return
        }
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        receive({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: parsed.from?.text || envelopeFrom,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : undefined,
          date: new Date(),
        })
        callback()
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    )
  }

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    banner: 'Foyer mail catcher',
    logger: false,
    closeTimeout: 200,
    // No DNS: the clients are local, and a lookup without a resolver costs a timeout per connection.
    disableReverseLookup: true,
    onData,
  })
  const smtpPort = await listenOn(parameters.smtpPort ?? 0, (port, done) => {
    smtp.once('error', done)
    const server = smtp.listen(port, HOST, () => {
      smtp.off('error', done)
      done(undefined, (server.address() as AddressInfo).port)
    })
  })
  // After listening, an error is a client's connection failing (reset, timeout): not the catcher's.
  smtp.on('error', onError)

  const newestFirst = (to: string | undefined) => {
    const list = [...kept].reverse()
    return to ? list.filter((mail) => isFor(mail, to)) : list
  }

  const allowOrigins = new Set(parameters.allowOrigins ?? [])
  let httpPort = 0
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`)
    const to = url.searchParams.get('to')?.trim() || undefined
    const host = request.headers.host ?? ''
    if (host !== `${HOST}:${httpPort}` && host !== `localhost:${httpPort}`) {
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
  })
  try {
    httpPort = await listenOn(parameters.httpPort ?? 0, (port, done) => {
      http.once('error', done)
      http.listen(port, HOST, () => {
        http.off('error', done)
        done(undefined, (http.address() as AddressInfo).port)
      })
    })
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve))
    throw error
  }

  let stopped: Promise<void> | undefined
  return {
    smtpPort,
    httpUrl: `http://${HOST}:${httpPort}`,
    messages: () => newestFirst(undefined),
    waitFor(to, predicate, timeoutMs = DEFAULT_WAIT_MS) {
      const found = newestFirst(to).find((mail) => !predicate || predicate(mail))
      if (found) return Promise.resolve(found)
      return new Promise<Mail>((resolve, reject) => {
        const waiter: Waiter = {
          to,
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter)
            reject(new MailWaitTimeoutError({ to, timeoutMs }))
          }, timeoutMs),
        }
        waiters.add(waiter)
      })
    },
    clear() {
      kept = []
    },
    stop() {
      stopped ??= (async () => {
        for (const waiter of waiters) {
          clearTimeout(waiter.timer)
          waiter.reject(new MailWaitTimeoutError({ to: waiter.to, timeoutMs: 0 }))
        }
        waiters.clear()
        await Promise.all([
          new Promise<void>((resolve) => smtp.close(resolve)),
          new Promise<void>((resolve, reject) => {
            http.close((error) => (error ? reject(error) : resolve()))
            http.closeAllConnections()
          }),
        ])
      })()
      return stopped
    },
  }
}

/** Runs `start` and resolves with the port it reports, or rejects with a `MailCatcherStartError`. */
function listenOn(
  port: number,
  start: (port: number, done: (error: Error | undefined, actual?: number) => void) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    start(port, (error, actual) => {
      if (error || actual === undefined) reject(new MailCatcherStartError({ port, cause: error }))
      else resolve(actual)
    })
  })
}
