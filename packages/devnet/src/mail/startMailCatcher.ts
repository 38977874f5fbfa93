import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { createMailbox, type Mailbox } from './createMailbox.js'
import { MailCatcherStartError } from './errors.js'
import { handleInboxRequest } from './handleInboxRequest.js'
import { m } from './messages.js'
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

const DEFAULT_MAX_BYTES = 1024 * 1024
const DEFAULT_MAX_MESSAGES = 1000
const DEFAULT_WAIT_MS = 5000
const HOST = '127.0.0.1'

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
  const mailbox = createMailbox(maxMessages)

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
    onData: smtpDataHandler(mailbox, maxBytes),
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

  const allowOrigins = new Set(parameters.allowOrigins ?? [])
  let httpPort = 0
  const http = createServer((request, response) =>
    handleInboxRequest(
      { host: HOST, port: httpPort, allowOrigins, newestFirst: mailbox.newestFirst },
      request,
      response,
    ),
  )
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
    messages: () => mailbox.newestFirst(undefined),
    waitFor: (to, predicate, timeoutMs = DEFAULT_WAIT_MS) => mailbox.waitFor(to, predicate, timeoutMs),
    clear: () => mailbox.clear(),
    stop() {
      stopped ??= (async () => {
        mailbox.rejectWaiters()
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

/** Parses each message the SMTP server takes into `mailbox`; one over `maxBytes` is refused with 552. */
function smtpDataHandler(mailbox: Mailbox, maxBytes: number) {
  return (
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
        mailbox.receive({
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
