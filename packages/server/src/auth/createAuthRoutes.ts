import { Hono } from 'hono'
import { createRateLimiter } from '../blockchain/shared/createRateLimiter.js'
import { NotFoundError } from '../errors/http.js'
import { limitBody } from '../http/limitBody.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { authenticate } from './authenticate.js'
import { MAX_BODY_BYTES, OTP_REQUESTS_PER_HOUR } from './constants.js'
import { createAuthCors } from './createAuthCors.js'
import { createAuthCrypto } from './createAuthCrypto.js'
import { createAuthStore } from './createAuthStore.js'
import { handleAuthError } from './handleAuthError.js'
import { readWallet } from './readWallet.js'
import { APPROVAL_PAGE_HEADERS, renderApprovalPage } from './renderApprovalPage.js'
import { requestEmailOtp } from './requestEmailOtp.js'
import { requestEmailUpdate } from './requestEmailUpdate.js'
import { saveWallet } from './saveWallet.js'
import {
  approvalQuerySchema,
  emailUpdateSchema,
  emailUpdateVerifySchema,
  otpRequestSchema,
  otpVerifySchema,
  walletSchema,
} from './schemas.js'
import type { AuthContext, CreateAuthRoutesParameters } from './types.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'

const DEFAULT_SESSION_TTL_MS = 7 * 24 * 60 * 60_000

/**
 * The email one-time-code login of the secure login frame, to mount at `/auth/v1` (before the project
 * guard: these routes answer the frame's origins, not the projects'). JSON in and out; every failure is
 * `{ message, code }` (plus `retryAfter` / `triesLeft` where they apply).
 *
 * - `POST /email/otp` `{ email, deviceId }` → `{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }`
 * - `GET /device/approve?token=` → an HTML page (the link of the device-approval mail)
 * - `POST /email/verify` `{ email, deviceId, otp }` → `{ sessionToken, user: { id, email, isNew, address } }`
 * - with `Authorization: Bearer <sessionToken>` and `X-Foyer-Device: <deviceId>`: `GET /session`,
 *   `DELETE /session` (the token alone), `PUT /wallet` `{ address, authShare, recoveryShare }` → 204,
 *   `GET /wallet`, `POST /email/update` `{ newEmail }`, `POST /email/update/verify` `{ primaryOtp, secondaryOtp }`
 *
 * @example
 * app.route('/auth/v1', createAuthRoutes({ db, mailer, shareKey, frameOrigins, publicUrl, clientAddress, logger }))
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
    publicUrl: parameters.publicUrl.replace(/\/+$/, ''),
    sessionTtlMs: parameters.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
  }
  const body = limitBody(MAX_BODY_BYTES)
  const app = new Hono()
  app.onError(handleAuthError(logger))
  app.use('*', createAuthCors(parameters.frameOrigins))
  app.use('*', async (c, next) => {
    // Tokens and shares must not sit in a browser's or a proxy's cache.
    c.header('Cache-Control', 'no-store')
    await next()
  })

  app.post('/email/otp', body, async (c) => {
    const { email, deviceId } = await parseJsonBody(c, otpRequestSchema)
    const clientAddress = parameters.clientAddress({ header: (name) => c.req.header(name), env: c.env })
    return c.json({ action: await requestEmailOtp(context, { email, deviceId, clientAddress }) })
  })

  app.get('/device/approve', async (c) => {
    // A HEAD (link checkers, mail scanners) spends nothing.
    if (c.req.method === 'HEAD') return c.body(null, 200, { ...APPROVAL_PAGE_HEADERS })
    const parsed = approvalQuerySchema.safeParse(c.req.query())
    const link = parsed.success
      ? await db.transaction(async (tx) => {
          const store = createAuthStore(tx)
          const used = await store.useDeviceLink(context.crypto.hash('device-link', parsed.data.token), now())
          if (used) await store.verifyDevice(used.userId, used.deviceHash, now())
          return used
        })
      : undefined
    return c.html(renderApprovalPage({ approved: link !== undefined }), link ? 200 : 400, {
      ...APPROVAL_PAGE_HEADERS,
    })
  })

  app.post('/email/verify', body, async (c) =>
    c.json(await verifyEmailOtp(context, await parseJsonBody(c, otpVerifySchema))),
  )

  app.get('/session', async (c) => {
    const session = await authenticate(context, c)
    return c.json({
      user: { id: session.userId, email: session.email, address: session.address },
      expiresAt: session.expiresAt,
    })
  })

  app.delete('/session', async (c) => {
    const session = await authenticate(context, c, { device: false })
    await createAuthStore(db).deleteSession(session.tokenHash)
    return c.body(null, 204)
  })

  app.put('/wallet', body, async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    await saveWallet(context, session, await parseJsonBody(c, walletSchema))
    return c.body(null, 204)
  })

  app.get('/wallet', async (c) => {
    const session = await authenticate(context, c, { verifiedDevice: true })
    return c.json(await readWallet(context, session))
  })

  app.post('/email/update', body, async (c) => {
    const session = await authenticate(context, c)
    const { newEmail } = await parseJsonBody(c, emailUpdateSchema)
    return c.json({ action: await requestEmailUpdate(context, session, newEmail) })
  })

  app.post('/email/update/verify', body, async (c) => {
    const session = await authenticate(context, c)
    return c.json(await verifyEmailUpdate(context, session, await parseJsonBody(c, emailUpdateVerifySchema)))
  })

  app.all('*', () => {
    throw new NotFoundError()
  })
  return app
}
