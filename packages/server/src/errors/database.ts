import { databaseUnavailableApiError, FoyerError } from '@foyer/protocol'
import { t } from '../messages.js'
import { type ErrorParameters, HttpError } from './http.js'

/** Seconds a client is asked to wait (`Retry-After`) while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * The database failed while answering: unreachable, restarting, or slower than the query timeout
 * (503 with `Retry-After`: the client may retry, nothing it sent was wrong).
 */
export class DatabaseUnavailableError extends HttpError {
  override name = 'DatabaseUnavailableError'
  constructor({ cause }: { cause?: unknown }) {
    super(t('db.unavailable'), {
      code: databaseUnavailableApiError.code,
      status: 503,
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      cause,
    })
  }
}

/** The database could not be opened or reached at startup. */
export class DatabaseOpenError extends FoyerError {
  override name = 'DatabaseOpenError'
  constructor({ kind, ...parameters }: { kind: 'pglite' | 'postgres' } & ErrorParameters) {
    super(t('db.openFailed', { kind }), { ...parameters, code: 'DATABASE_OPEN' })
  }
}

/** A migration's SQL failed; its transaction was rolled back and nothing of it was recorded. */
export class MigrationError extends FoyerError {
  override name = 'MigrationError'
  readonly version: number
  constructor({ version, name, ...parameters }: { version: number; name: string } & ErrorParameters) {
    super(t('db.migrationFailed', { version, name }), { ...parameters, code: 'MIGRATION_FAILED' })
    this.version = version
  }
}

/** The migration list is not strictly increasing by version. */
export class InvalidMigrationsError extends FoyerError {
  override name = 'InvalidMigrationsError'
  constructor({ version }: { version: number }) {
    super(t('db.migrationsInvalid', { version }), { code: 'MIGRATIONS_INVALID' })
  }
}

/** A query was made after `close()`. */
export class DatabaseClosedError extends FoyerError {
  override name = 'DatabaseClosedError'
  constructor() {
    super(t('db.closed'), { code: 'DATABASE_CLOSED' })
  }
}
