import type { Context, MiddlewareHandler } from 'hono'
import { createRateLimiter, type RateLimiter } from '../blockchain/shared/createRateLimiter.js'
import { limitBody } from '../http/limitBody.js'
import {
  AUTH_REQUESTS_PER_MINUTE,
  FREE_WRONG_CODES_PER_ADDRESS,
  FREE_WRONG_CODES_PER_DEVICE,
  MAX_BODY_BYTES,
  OTP_REQUESTS_PER_HOUR,
  RESEND_INTERVAL_MS,
  VERIFY_REQUESTS_PER_HOUR,
} from './constants.js'
import { createAuthCrypto } from './createAuthCrypto.js'
import { AuthRateLimitedError } from './errors.js'
import type { AuthContext, CreateAuthRoutesParameters } from './types.js'

const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/** What every auth route group shares: the flows' context, the per-address limiters and the body limit. */
export interface AuthRouteKit {
  context: AuthContext
  /** Every request, per client address and minute. */
  requestLimiter: RateLimiter
  /** Code checks and passkey adds and opens, per client address and hour. */
  verifyLimiter: RateLimiter
  clientAddress: CreateAuthRoutesParameters['clientAddress']
  /** Refuses a body over `MAX_BODY_BYTES` before it is read. */
  body: MiddlewareHandler
}

/** The kit of the auth routes, with the limits the parameters leave out set to the house defaults. */
export function createAuthRouteKit(parameters: CreateAuthRoutesParameters): AuthRouteKit {
  const { db, logger, now = Date.now } = parameters
  return {
    context: {
      db,
      logger,
      now,
      mailer: parameters.mailer,
      crypto: createAuthCrypto(parameters.shareKey),
      otpLimiter: createRateLimiter({
        db,
        limit: parameters.otpRequestsPerHour ?? OTP_REQUESTS_PER_HOUR,
        windowSeconds: 3600,
        now,
      }),
      projects: parameters.projects,
      wrongCodesPerAddress: parameters.wrongCodesPerAddress ?? FREE_WRONG_CODES_PER_ADDRESS,
      wrongCodesPerDevice: parameters.wrongCodesPerDevice ?? FREE_WRONG_CODES_PER_DEVICE,
      resendIntervalMs: parameters.resendIntervalMs ?? RESEND_INTERVAL_MS,
      sessionTtlMs: parameters.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    },
    requestLimiter: createRateLimiter({
      db,
      limit: parameters.requestsPerMinute ?? AUTH_REQUESTS_PER_MINUTE,
      windowSeconds: 60,
      now,
    }),
    verifyLimiter: createRateLimiter({
      db,
      limit: parameters.verifyRequestsPerHour ?? VERIFY_REQUESTS_PER_HOUR,
      windowSeconds: 3600,
      now,
    }),
    clientAddress: parameters.clientAddress,
    body: limitBody(MAX_BODY_BYTES),
  }
}

/** The address of the client that sent a request, as the configured proxies tell it. */
export const clientAddressOf = (kit: AuthRouteKit, c: Context): string | undefined =>
  kit.clientAddress({ header: (name) => c.req.header(name), env: c.env })

/**
 * Counts a request against `limiter` under `key` and the client's address; throws `AuthRateLimitedError`
 * past the limit. A request with no known address is not counted.
 */
export async function limitClient(kit: AuthRouteKit, limiter: RateLimiter, key: string, c: Context) {
  const address = clientAddressOf(kit, c)
  if (address === undefined) return
  const result = await limiter.hit([`${key}:${address}`])
  if (!result.allowed) throw new AuthRateLimitedError({ retryAfterSeconds: result.retryAfterSeconds })
}

/** A request's header reader, as `readScope` takes it. */
export const headerOf = (c: Context) => (name: string) => c.req.header(name)
