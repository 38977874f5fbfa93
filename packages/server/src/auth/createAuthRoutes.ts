import type {
  emailUpdateAnswerSchema,
  otpAnswerSchema,
  sessionAnswerSchema,
  WireAnswer,
} from '@foyer/protocol'
import {
  deviceShareSchema,
  emailUpdateSchema,
  emailUpdateVerifySchema,
  otpRequestSchema,
  otpVerifySchema,
  passkeyAddSchema,
  passkeyOpenSchema,
  recoveryEvaluateSchema,
  recoveryOpenSchema,
  sessionDeleteQuerySchema,
  walletRequestSchema,
} from '@foyer/protocol'
import { type Context, Hono } from 'hono'
import { createRateLimiter, type RateLimiter } from '../blockchain/shared/createRateLimiter.js'
import { NotFoundError } from '../errors/http.js'
import { limitBody } from '../http/limitBody.js'
import { parseInput } from '../http/parseInput.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { authenticate } from './authenticate.js'
import {
  AUTH_REQUESTS_PER_MINUTE,
  FREE_WRONG_CODES_PER_ADDRESS,
  MAX_BODY_BYTES,
  OTP_REQUESTS_PER_HOUR,
  VERIFY_REQUESTS_PER_HOUR,
} from './constants.js'
import { createAuthCors } from './createAuthCors.js'
import { createAuthCrypto } from './createAuthCrypto.js'
import { createAuthStore } from './createAuthStore.js'
import { AuthRateLimitedError } from './errors.js'
import { handleAuthError } from './handleAuthError.js'
import { readScope } from './readScope.js'
import { readWallet } from './readWallet.js'
import { evaluateRecovery, openRecovery, readRecovery, saveDeviceShare } from './recovery.js'
import { createRecoveryOprf } from './recoveryOprf.js'
import { addRecoveryPasskey, listRecoveryPasskeys, openRecoveryPasskey } from './recoveryPasskeys.js'
import { requestEmailOtp } from './requestEmailOtp.js'
import { requestEmailUpdate } from './requestEmailUpdate.js'
import { saveWallet } from './saveWallet.js'
import type { AuthContext, CreateAuthRoutesParameters } from './types.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'

const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/**
 * The email one-time-code login of the secure login frame, to mount at `/auth/v1` (before the project
 * guard: these routes answer the frame's origins, not the projects'). JSON in and out; every failure is
 * `{ message, code }` (plus `retryAfter` / `triesLeft` where they apply). Every route is counted per
 * client address (`RATE_LIMITED`), the code checks once more (an hourly limit and the back-off of wrong
 * codes), the code mails once more (20 an hour).
 *
 * - `POST /email/otp` `{ email, deviceId }` → `{ action: 'VERIFY_OTP' }` (the same for any address)
 * - `POST /email/verify` `{ email, deviceId, otp }` with `X-Foyer-Project` and `X-Foyer-Origin` →
 *   `{ sessionToken, user: { id, email, isNew, address } }`
 * - with `Authorization: Bearer <sessionToken>`, `X-Foyer-Device: <deviceId>` and the session's
 *   `X-Foyer-Project` / `X-Foyer-Origin`: `GET /session`, `DELETE /session` (`?all=1`: every session of
 *   the account), `PUT /wallet` `{ address, authShare, recoveryShare, recovery: { salt, kdf, verifier } }`
 *   → 204, `GET /wallet` → `{ address, authShare, deviceAuthShare? }`, `PUT /wallet/device-share`
 *   `{ authShare }`, `GET /recovery`, `POST /recovery/evaluate` `{ blinded }`, `POST /recovery/open`
 *   `{ verifier }` (recovery.ts: the recovery password's counted online check), `GET /recovery/passkeys`,
 *   `POST /recovery/passkeys` `{ credentialId, prfSalt, envelope, signature }`,
 *   `POST /recovery/passkeys/open` `{ credentialId }` (recoveryPasskeys.ts: recovery by passkey),
 *   `POST /email/update` `{ newEmail }`, `POST /email/update/verify` `{ primaryOtp, secondaryOtp }`
 *
 * @example
 * app.route('/auth/v1', createAuthRoutes({ db, mailer, shareKey, frameOrigins, projects, clientAddress, logger }))
 */
export function createAuthRoutes(parameters: CreateAuthRoutesParameters): Hono {
  const { db, logger, now = Date.now } = parameters
  const context: AuthContext = {
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
    sessionTtlMs: parameters.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
  }
  const requestLimiter = createRateLimiter({
    db,
    limit: parameters.requestsPerMinute ?? AUTH_REQUESTS_PER_MINUTE,
    windowSeconds: 60,
    now,
  })
  const verifyLimiter = createRateLimiter({
    db,
    limit: parameters.verifyRequestsPerHour ?? VERIFY_REQUESTS_PER_HOUR,
    windowSeconds: 3600,
    now,
  })
  const clientAddressOf = (c: Context) =>
    parameters.clientAddress({ header: (name) => c.req.header(name), env: c.env })
  const limit = async (limiter: RateLimiter, key: string, c: Context) => {
    const address = clientAddressOf(c)
    if (address === undefined) return
    const result = await limiter.hit([`${key}:${address}`])
    if (!result.allowed) throw new AuthRateLimitedError({ retryAfterSeconds: result.retryAfterSeconds })
  }
  const header = (c: Context) => (name: string) => c.req.header(name)

  const body = limitBody(MAX_BODY_BYTES)
  const app = new Hono()
  app.onError(handleAuthError(logger))
  app.use('*', createAuthCors(parameters.frameOrigins))
  app.use('*', async (c, next) => {
    // Tokens and shares must not sit in a browser's or a proxy's cache.
    c.header('Cache-Control', 'no-store')
    if (c.req.method !== 'OPTIONS') await limit(requestLimiter, 'auth:ip', c)
    await next()
  })

  app.post('/email/otp', body, async (c) => {
    const { email, deviceId } = await parseJsonBody(c, otpRequestSchema)
    return c.json({
      action: await requestEmailOtp(context, { email, deviceId, clientAddress: clientAddressOf(c) }),
    } satisfies WireAnswer<typeof otpAnswerSchema>)
  })

  app.post('/email/verify', body, async (c) => {
    const input = await parseJsonBody(c, otpVerifySchema)
    const scope = readScope(context.projects, header(c))
    await limit(verifyLimiter, 'auth:verify:ip', c)
    return c.json(await verifyEmailOtp(context, { ...input, scope, clientAddress: clientAddressOf(c) }))
  })

  app.get('/session', async (c) => {
    const session = await authenticate(context, c)
    return c.json({
      user: { id: session.userId, email: session.email, address: session.address },
      expiresAt: session.expiresAt,
    } satisfies WireAnswer<typeof sessionAnswerSchema> & { expiresAt: unknown })
  })

  app.delete('/session', async (c) => {
    const { all } = parseInput(sessionDeleteQuerySchema, c.req.query())
    if (all !== undefined) {
      // Signing out everywhere ends other devices' sessions too: it takes this device's proof as well.
      const session = await authenticate(context, c)
      await createAuthStore(db).deleteUserSessions(session.userId)
      return c.body(null, 204)
    }
    const session = await authenticate(context, c, { device: false })
    await createAuthStore(db).deleteSession(session.tokenHash)
    return c.body(null, 204)
  })

  app.put('/wallet', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    await saveWallet(context, session, await parseJsonBody(c, walletRequestSchema))
    return c.body(null, 204)
  })

  app.get('/wallet', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await readWallet(context, session))
  })

  // The recovery password's online check (recovery.ts): 10 tries per account, then a lock.
  const oprf = createRecoveryOprf(parameters.shareKey)
  app.put('/wallet/device-share', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    await saveDeviceShare(context, session, (await parseJsonBody(c, deviceShareSchema)).authShare)
    return c.body(null, 204)
  })
  app.get('/recovery', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await readRecovery(context, session))
  })
  app.post('/recovery/evaluate', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const { blinded } = await parseJsonBody(c, recoveryEvaluateSchema)
    return c.json(await evaluateRecovery(context, oprf, session, blinded))
  })
  app.post('/recovery/open', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const { verifier } = await parseJsonBody(c, recoveryOpenSchema)
    return c.json(await openRecovery(context, session, verifier))
  })

  // Recovery by passkey (recoveryPasskeys.ts): adding one takes the wallet's own signature; adds and
  // opens count against the client address's hourly limit as code checks do.
  app.get('/recovery/passkeys', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await listRecoveryPasskeys(context, session))
  })
  app.post('/recovery/passkeys', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const passkey = await parseJsonBody(c, passkeyAddSchema)
    await limit(verifyLimiter, 'auth:passkey:ip', c)
    await addRecoveryPasskey(context, session, {
      ...passkey,
      signature: passkey.signature as `0x${string}`,
    })
    return c.body(null, 204)
  })
  app.post('/recovery/passkeys/open', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    const { credentialId } = await parseJsonBody(c, passkeyOpenSchema)
    await limit(verifyLimiter, 'auth:passkey:ip', c)
    return c.json(await openRecoveryPasskey(context, session, credentialId))
  })

  app.post('/email/update', body, async (c) => {
    const session = await authenticate(context, c)
    const { newEmail } = await parseJsonBody(c, emailUpdateSchema)
    return c.json({
      action: await requestEmailUpdate(context, session, newEmail, clientAddressOf(c)),
    } satisfies WireAnswer<typeof emailUpdateAnswerSchema>)
  })

  app.post('/email/update/verify', body, async (c) => {
    const session = await authenticate(context, c)
    const codes = await parseJsonBody(c, emailUpdateVerifySchema)
    await limit(verifyLimiter, 'auth:verify:ip', c)
    return c.json(await verifyEmailUpdate(context, session, codes, clientAddressOf(c)))
  })

  app.all('*', () => {
    throw new NotFoundError()
  })
  return app
}
