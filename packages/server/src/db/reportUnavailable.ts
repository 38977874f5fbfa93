import { FoyerError } from '@foyer/protocol'
import { DatabaseUnavailableError } from '../errors/database.js'
import type { Database, Queryable } from './types.js'

/** SQLSTATEs of a server that cannot answer now: connection exceptions (08…), shutting down, starting up, too many clients. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** Node's socket errors on the way to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/** The pg driver's own failures, which carry no code: a query timeout, a lost connection, a pool wait. */
const DRIVER_FAILURES =
  /^(Query read timeout|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended)/

/**
 * Whether `error` says the database could not answer (as opposed to an answer: a constraint violated,
 * a syntax error, a serialisation failure, which the caller may handle).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof FoyerError) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code)) return true
    if ((error as { severity?: unknown }).severity !== undefined) return false
  }
  return DRIVER_FAILURES.test(error.message)
}

const rethrow = (error: unknown): never => {
  throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError({ cause: error }) : error
}

/**
 * The database, with every failure that means "the database cannot answer now" turned into
 * `DatabaseUnavailableError` (503 with `Retry-After`), wherever a route meets it; answers of the
 * database (a unique violation a route expects…) pass through unchanged.
 *
 * @example
 * const db = reportUnavailable(await createDatabase({ url }))
 */
export function reportUnavailable(db: Database): Database {
  return {
    kind: db.kind,
    query: <T>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params).catch(rethrow),
    exec: (sql) => db.exec(sql).catch(rethrow),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction<T>(fn).catch(rethrow),
    listen: (channel, listener) => db.listen(channel, listener).catch(rethrow),
    tryLock: (key) => db.tryLock(key).catch(rethrow),
    close: () => db.close(),
  }
}
