import nodemailer from 'nodemailer'
import { EmailSendError } from './errors.js'

export interface SmtpConfig {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  auth?: { user: string; pass: string } | undefined
}

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Hands the mail to the SMTP server; rejects with `EmailSendError` when it is refused or unreachable. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export type CreateMailerErrorType = EmailSendError

/**
 * The email login's mail transport: nodemailer over SMTP with the config's `smtp` options and `from`
 * address, a pool of up to 5 connections and short timeouts (a request waits for the SMTP server's
 * answer). `close()` ends the pooled connections.
 *
 * @example
 * const mailer = createMailer({ smtp: { host: '127.0.0.1', port: 2525, secure: false }, from: 'Foyer <no-reply@foyer.test>' })
 * await mailer.send({ to: 'ada@example.com', subject, text, html })
 */
export function createMailer({ smtp, from }: { smtp: SmtpConfig; from: string }): Mailer {
  // Pooled: the SMTP (and TLS) handshake is paid once per connection, not once per code.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail, disableFileAccess: true, disableUrlAccess: true })
      } catch (cause) {
        throw new EmailSendError({ cause })
      }
    },
    close: () => transport.close(),
  }
}
