import { FoyerError } from '@foyer/core'
import { m } from './messages.js'

/** `waitFor` saw no matching mail before its timeout. */
export class MailWaitTimeoutError extends FoyerError {
  override name = 'MailWaitTimeoutError'
  constructor({ to, timeoutMs }: { to: string; timeoutMs: number }) {
    super(m('waitTimeout', { to, ms: timeoutMs }), { code: 'DEVNET_MAIL_WAIT_TIMEOUT' })
  }
}

/** The SMTP or HTTP side of the mail catcher could not bind its port. */
export class MailCatcherStartError extends FoyerError {
  override name = 'MailCatcherStartError'
  constructor({ port, cause }: { port: number; cause?: unknown }) {
    super(m('startFailed', { port }), { code: 'DEVNET_MAIL_CATCHER_START', cause })
  }
}
