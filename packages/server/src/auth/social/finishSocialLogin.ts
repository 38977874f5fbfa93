import { createAuthStore } from '../createAuthStore.js'
import { DeviceMismatchError, SocialLoginError } from '../errors.js'
import type { SessionScope } from '../readScope.js'
import type { AuthContext } from '../types.js'
import type { VerifyEmailOtpReturnType } from '../verifyEmailOtp.js'
import type { SocialLogin } from './createSocialLogin.js'
import { settleFarcasterLogin } from './settleFarcasterLogin.js'
import { createSocialLoginStore } from './socialLoginStore.js'
import { stateHashOf } from './startSocialLogin.js'
import type { SocialProviderId } from './types.js'

export interface FinishSocialLoginParameters {
  state: string
  deviceId: string
  scope: SessionScope
}

/** The email login's answer (`verifyEmailOtp`), plus who the provider says signed in. */
export interface FinishSocialLoginReturnType extends VerifyEmailOtpReturnType {
  user: VerifyEmailOtpReturnType['user'] & {
    /** The provider's name or handle for the account ('' if it gave none). */
    username: string
    provider: SocialProviderId
  }
}

export type FinishSocialLoginErrorType = SocialLoginError | DeviceMismatchError

/** The account's shown name and address: its e-mail login if it has one, else what the provider verified. */
async function describeUser(context: AuthContext, userId: string, provider: SocialProviderId) {
  const { rows } = await context.db.query<{
    email: string | null
    username: string | null
    identity_email: string | null
  }>(
    `select u.email, u.username,
       (select i.email from auth_identities i
        where i.user_id = u.id and i.provider = $2 and i.email_verified order by i.updated_at desc limit 1) as identity_email
     from auth_users u where u.id = $1`,
    [userId, provider],
  )
  const row = rows[0]
  return { email: row?.email ?? row?.identity_email ?? '', username: row?.username ?? '' }
}

/**
 * POST /auth/v1/social/finish. The frame, with the `state` of its start, its device id and the same
 * project and page headers, takes the login's outcome once: the session, exactly as the email login's
 * `verifyEmailOtp` answers it (`sessionToken`, `user: { id, email, isNew, address }`, plus `username` and
 * `provider`), bound to that device, project and page, the device marked verified (the provider proved the
 * identity); or the provider's failure. Another device gets 403 DEVICE_MISMATCH and the login stays
 * (its device can still finish it); another project or page gets SOCIAL_STATE_INVALID, as does a
 * second finish. Before the callback: 409 SOCIAL_LOGIN_PENDING (ask again). A Farcaster login has no
 * callback: each finish asks the relay once (`settleFarcasterLogin`), pending until the Farcaster app
 * answered, then checks the signed message and answers as for the other providers.
 *
 * @example
 * const { sessionToken, user } = await finishSocialLogin(context, social, { state, deviceId, scope })
 */
export async function finishSocialLogin(
  context: AuthContext,
  social: SocialLogin,
  { state, deviceId, scope }: FinishSocialLoginParameters,
): Promise<FinishSocialLoginReturnType> {
  const { crypto } = context
  const now = context.now()
  const stateHash = stateHashOf(context, state)
  const logins = createSocialLoginStore(context.db)
  const login = await logins.find(stateHash)
  if (!login || login.projectId !== scope.projectId || login.hostOrigin !== scope.hostOrigin)
    throw new SocialLoginError({ reason: 'stateUnknown' })
  const deviceHash = crypto.hash('device', deviceId)
  if (!crypto.equal(deviceHash, login.deviceHash)) throw new DeviceMismatchError()
  if (login.status === 'used') throw new SocialLoginError({ reason: 'stateUnknown' })
  if (login.expiresAt <= now) throw new SocialLoginError({ reason: 'stateExpired' })
  // Farcaster has no callback: the finish asks the relay, once a call, and settles the login when the
  // Farcaster app answered (after the device check above: only the device that started makes it ask).
  if (login.status === 'pending' && login.provider === 'farcaster')
    await settleFarcasterLogin(context, social, { login, stateHash })
  else if (login.status === 'pending' || login.status === 'exchanging')
    throw new SocialLoginError({ reason: 'pending' })
  const label = social.provider(login.provider)?.profile.label ?? login.provider
  const sessionToken = crypto.token()
  const outcome = await context.db.transaction(async (tx) => {
    const used = await createSocialLoginStore(tx).consume(stateHash, now)
    if (!used) throw new SocialLoginError({ reason: 'stateUnknown' })
    if (used.failure || !used.userId) return used
    const store = createAuthStore(tx)
    await store.verifyDevice(used.userId, deviceHash, now)
    await store.createSession({
      tokenHash: crypto.hash('session', sessionToken),
      userId: used.userId,
      deviceHash,
      ...scope,
      now,
      expiresAt: now + context.sessionTtlMs,
    })
    return used
  })
  if (outcome.failure || !outcome.userId)
    throw new SocialLoginError({
      reason: outcome.failure ?? 'providerUnavailable',
      provider: label,
      ...(outcome.providerError ? { providerError: outcome.providerError } : {}),
    })
  const { email, username } = await describeUser(context, outcome.userId, login.provider)
  const address = await createAuthStore(context.db).findWalletAddress(outcome.userId)
  return {
    sessionToken,
    user: { id: outcome.userId, email, isNew: outcome.isNew, address, username, provider: login.provider },
  }
}
