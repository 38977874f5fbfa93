import { Hono } from 'hono'
import { NotFoundError } from '../errors/http.js'
import { createAuthRouteKit, limitClient } from './authRouteKit.js'
import { createAuthCors } from './createAuthCors.js'
import { mountEmailUpdateRoutes } from './emailUpdateRoutes.js'
import { handleAuthError } from './handleAuthError.js'
import { mountLoginRoutes } from './loginRoutes.js'
import { createPaymasterProxy } from './paymaster/createPaymasterProxy.js'
import { mountPaymasterRoutes, paymasterRefusalsAsJsonRpc } from './paymaster/paymasterRoutes.js'
import { mountRecoveryRoutes } from './recoveryRoutes.js'
import { mountSessionRoutes } from './sessionRoutes.js'
import { createSocialLogin } from './social/createSocialLogin.js'
import { mountSocialCallback, mountSocialRoutes } from './social/socialRoutes.js'
import type { CreateAuthRoutesParameters } from './types.js'
import { mountWalletRoutes } from './walletRoutes.js'

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
 * - with an `auth.social` config (social/): `POST /social/start` `{ provider, deviceId }` with the scope
 *   headers → `{ authorizationUrl, state, expiresAt }`; `GET|POST /social/callback` (the providers'
 *   redirect URI, an HTML page, outside the CORS rule); `POST /social/finish` `{ state, deviceId }` with the
 *   scope headers → the answer of `/email/verify` (plus `user.username`, `user.provider`)
 * - with a chain's `smartAccounts.paymasterUrl` (paymaster/): `POST /paymaster/:chainId`, ERC-7677 JSON-RPC
 *   for the session wallet's own smart account, with the session headers (paymasterRoutes.ts)
 *
 * @example
 * app.route('/auth/v1', createAuthRoutes({ db, mailer, shareKey, frameOrigins, projects, clientAddress, logger }))
 */
export function createAuthRoutes(parameters: CreateAuthRoutesParameters): Hono {
  const kit = createAuthRouteKit(parameters)
  const social = parameters.social ? createSocialLogin(parameters.social) : undefined
  const app = new Hono()
  app.onError(handleAuthError(parameters.logger))
  const { sponsoredChains = [] } = parameters
  // Before the CORS rule and the request limit, so that their refusals reach a paymaster client as JSON-RPC.
  if (sponsoredChains.length > 0) app.use('/paymaster/*', paymasterRefusalsAsJsonRpc())
  // The providers' redirect comes from the provider's page, not the frame's: before the CORS rule.
  if (social) mountSocialCallback(app, kit, social)
  app.use('*', createAuthCors(parameters.frameOrigins))
  app.use('*', async (c, next) => {
    // Tokens and shares must not sit in a browser's or a proxy's cache.
    c.header('Cache-Control', 'no-store')
    if (c.req.method !== 'OPTIONS') await limitClient(kit, kit.requestLimiter, 'auth:ip', c)
    await next()
  })
  mountLoginRoutes(app, kit)
  mountSessionRoutes(app, kit)
  mountWalletRoutes(app, kit)
  mountRecoveryRoutes(app, kit, parameters.shareKey)
  mountEmailUpdateRoutes(app, kit)
  if (social) mountSocialRoutes(app, kit, social)
  if (sponsoredChains.length > 0)
    mountPaymasterRoutes(
      app,
      kit,
      createPaymasterProxy({ db: parameters.db, chains: sponsoredChains, now: kit.context.now }),
    )
  app.all('*', () => {
    throw new NotFoundError()
  })
  return app
}
