import { FoyerError } from '@foyer/protocol'
import { t } from '../messages.js'
import type { ErrorParameters } from './http.js'

/** The HTTP server could not bind its address (port taken, permission denied…). */
export class ListenError extends FoyerError {
  override name = 'ListenError'
  constructor({ hostname, port, ...parameters }: { hostname: string; port: number } & ErrorParameters) {
    super(t('server.listenFailed', { hostname, port }), { ...parameters, code: 'LISTEN_FAILED' })
  }
}

/** The analytics queue did not drain within the flush timeout (the database is still failing). */
export class AnalyticsFlushTimeoutError extends FoyerError {
  override name = 'AnalyticsFlushTimeoutError'
  readonly pending: number
  constructor({ timeoutMs, pending, cause }: { timeoutMs: number; pending: number; cause?: unknown }) {
    super(t('analytics.flushTimeout', { timeoutMs, count: pending }), {
      code: 'ANALYTICS_FLUSH_TIMEOUT',
      cause,
    })
    this.pending = pending
  }
}

/** A step of the test PostgreSQL setup failed (install, initdb, start, stop). */
export class PostgresSetupError extends FoyerError {
  override name = 'PostgresSetupError'
  constructor({ command, ...parameters }: { command: string } & ErrorParameters) {
    super(t('postgres.commandFailed', { command }), { ...parameters, code: 'POSTGRES_SETUP' })
  }
}
