import type { RateLimiter } from '../blockchain/shared/createRateLimiter.js'
import type { Database } from '../db/types.js'
import type { ClientAddressRequest } from '../http/clientAddress.js'
import type { Logger } from '../logger.js'
import type { AuthCrypto } from './createAuthCrypto.js'
import type { Mailer } from './createMailer.js'
import type { SponsoredChain } from './paymaster/createPaymasterProxy.js'
import type { AuthProject } from './readScope.js'
import type { SocialLoginConfig } from './social/types.js'

/** What every email-login flow works with; built once by `createAuthRoutes`. */
export interface AuthContext {
  db: Database
  crypto: AuthCrypto
  mailer: Mailer
  /** Code mails (code requests and email updates) per client address. */
  otpLimiter: RateLimiter
  /** The projects a session may belong to. */
  projects: readonly AuthProject[]
  /** Wrong codes a client address may send before its back-off starts. */
  wrongCodesPerAddress: number
  /** Wrong codes a device may send before its back-off starts. */
  wrongCodesPerDevice: number
  /** Shortest time between two mails of one kind to one address (the resend throttle); 0: none. */
  resendIntervalMs: number
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
  /** The configured projects: a sign-in names one of them and one of its origins. */
  projects: readonly AuthProject[]
  /** Lifetime of a session; 7 days by default. */
  sessionTtlMs?: number
  /** The client address of a request (the per-address limits). */
  clientAddress: (request: ClientAddressRequest) => string | undefined
  /** Code requests per client address and hour; 20 by default. */
  otpRequestsPerHour?: number
  /** Requests of any auth route per client address and minute; 120 by default. */
  requestsPerMinute?: number
  /** Code checks per client address and hour; 120 by default. */
  verifyRequestsPerHour?: number
  /** Wrong codes a client address may send before its back-off starts; 10 by default. */
  wrongCodesPerAddress?: number
  /** Wrong codes a device may send before its back-off starts; 5 by default. */
  wrongCodesPerDevice?: number
  /** Shortest time between two mails of one kind to one address; 30 000 ms by default, 0: none. */
  resendIntervalMs?: number
  /** The config's `auth.social` (resolved): the social login's routes exist only with it. */
  social?: SocialLoginConfig | undefined
  /**
   * The chains whose smart accounts' gas is sponsored (`smartAccounts.paymasterUrl`): the paymaster proxy,
   * `POST /paymaster/:chainId`, exists with one at least.
   */
  sponsoredChains?: readonly SponsoredChain[]
  /** Unix milliseconds; `Date.now` by default. */
  now?: () => number
  logger: Logger
}
