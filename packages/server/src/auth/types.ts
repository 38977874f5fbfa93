import type { RateLimiter } from '../blockchain/shared/createRateLimiter.js'
import type { Database } from '../db/types.js'
import type { ClientAddressRequest } from '../http/clientAddress.js'
import type { Logger } from '../logger.js'
import type { AuthCrypto } from './createAuthCrypto.js'
import type { Mailer } from './createMailer.js'

/** What every email-login flow works with; built once by `createAuthRoutes`. */
export interface AuthContext {
  db: Database
  crypto: AuthCrypto
  mailer: Mailer
  /** Code requests per client address. */
  otpLimiter: RateLimiter
  /** Base URL of the device-approval links, without a trailing slash. */
  publicUrl: string
  sessionTtlMs: number
  /** Unix milliseconds. */
  now: () => number
  logger: Logger
}

export interface CreateAuthRoutesParameters {
  db: Database
  mailer: Mailer
  /** The config's `auth.shareKey`: 32 bytes, hex. */
  shareKey: string
  /** Origins of the login frame: the only ones CORS answers. */
  frameOrigins: readonly string[]
  /** Base URL of the device-approval links. */
  publicUrl: string
  /** Lifetime of a session; 7 days by default. */
  sessionTtlMs?: number
  /** The client address of a request (the per-address limit of code requests). */
  clientAddress: (request: ClientAddressRequest) => string | undefined
  /** Code requests per client address and hour; 20 by default. */
  otpRequestsPerHour?: number
  /** Unix milliseconds; `Date.now` by default. */
  now?: () => number
  logger: Logger
}
