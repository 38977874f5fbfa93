import type { Context } from 'hono'
import { DEVICE_HEADER } from './constants.js'
import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { DeviceMismatchError, DeviceNotVerifiedError, SessionInvalidError } from './errors.js'
import { sameScope } from './readScope.js'
import type { AuthContext } from './types.js'

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/

export interface AuthenticateOptions {
  /** The `X-Foyer-Device` header must name the session's device (true by default). */
  device?: boolean
  /** The session's device must still be a verified device of its account (false by default). */
  verifiedDevice?: boolean
}

export type AuthenticateErrorType = SessionInvalidError | DeviceMismatchError | DeviceNotVerifiedError

/**
 * The session of a request to an authenticated /auth/v1 route: `Authorization: Bearer <sessionToken>`
 * names a session that has not expired nor been logged out, and `X-Foyer-Project` / `X-Foyer-Origin`
 * name the project and page origin it was opened for (else 401 `SESSION_INVALID`: project B's page does
 * not get project A's session, even in the same frame origin); the
 * `X-Foyer-Device` header names the device the session was created on (else 403 `DEVICE_MISMATCH`): a
 * token copied to another device is of no use without that device's id.
 *
 * @example
 * const session = await authenticate(context, c, { verifiedDevice: true })
 */
export async function authenticate(
  context: AuthContext,
  c: Context,
  { device = true, verifiedDevice = false }: AuthenticateOptions = {},
): Promise<AuthSession> {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
  if (token === undefined) throw new SessionInvalidError()
  const store = createAuthStore(context.db)
  const session = await store.findSession(context.crypto.hash('session', token), context.now())
  if (!session || !sameScope(session, (name) => c.req.header(name))) throw new SessionInvalidError()
  if (!device) return session
  const deviceId = c.req.header(DEVICE_HEADER)
  if (!deviceId) throw new DeviceMismatchError({ missing: true })
  if (!context.crypto.equal(context.crypto.hash('device', deviceId), session.deviceHash))
    throw new DeviceMismatchError()
  if (verifiedDevice && !(await store.isDeviceVerified(session.userId, session.deviceHash)))
    throw new DeviceNotVerifiedError()
  return session
}
