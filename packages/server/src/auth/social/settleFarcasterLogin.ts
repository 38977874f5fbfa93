import { SocialLoginError } from '../errors.js'
import { t } from '../messages.js'
import type { AuthContext } from '../types.js'
import type { SocialLogin } from './createSocialLogin.js'
import { readFarcasterChannel, verifyFarcasterSignIn } from './farcasterRelay.js'
import { linkIdentity } from './linkIdentity.js'
import { createSocialLoginStore, type PendingSocialLogin } from './socialLoginStore.js'
import { nonceHashOf, verifierContext } from './startSocialLogin.js'

/**
 * The finish's step for a pending Farcaster login (its device already proven): asks the relay for the
 * channel once. Still pending: 409 SOCIAL_LOGIN_PENDING (the frame asks again). Completed: the login is
 * claimed (by one finish only; any other is told to ask again), and the signed message checked — the
 * relay's nonce must be this login's, the message must verify for the host page's domain and that nonce
 * (signature, and a signer that is the fid's custody or auth address on the chain), and the relay's fid
 * must be the message's — before the fid (as a decimal string, the subject) is linked to its account,
 * as the callback links the other providers' identities. The outcome (the account, or the failure) is
 * stored as the callback stores it, for the finish to answer. A relay that fails before the claim
 * leaves the login pending (a later finish may ask again).
 *
 * @example
 * await settleFarcasterLogin(context, social, { login, stateHash })
 */
export async function settleFarcasterLogin(
  context: AuthContext,
  social: SocialLogin,
  { login, stateHash }: { login: PendingSocialLogin; stateHash: string },
): Promise<void> {
  const provider = social.provider(login.provider)
  if (provider?.kind !== 'farcaster') throw new SocialLoginError({ reason: 'providerUnknown' })
  const client = social.farcaster(provider)
  const timeoutMs = social.config.requestTimeoutMs
  const channelToken = context.crypto.decrypt(login.sealedVerifier, verifierContext(stateHash)).toString()
  const channel = await readFarcasterChannel(client, { channelToken, timeoutMs })
  if (channel.state === 'pending') throw new SocialLoginError({ reason: 'pending' })
  const store = createSocialLoginStore(context.db)
  if (!(await store.claim(stateHash, context.now(), { relayed: true })))
    throw new SocialLoginError({ reason: 'pending' })
  const label = provider.profile.label
  try {
    if (!context.crypto.equal(nonceHashOf(context, channel.nonce), login.nonceHash))
      throw new SocialLoginError({
        reason: 'tokenInvalid',
        provider: label,
        cause: new Error("the relay's nonce is not this login's"),
      })
    const { fid } = await verifyFarcasterSignIn(client, {
      nonce: channel.nonce,
      domain: new URL(login.hostOrigin).host,
      message: channel.message,
      signature: channel.signature,
      timeoutMs,
    })
    if (fid !== channel.fid)
      throw new SocialLoginError({
        reason: 'tokenInvalid',
        provider: label,
        cause: new Error(`the relay says fid ${channel.fid}, the message ${fid}`),
      })
    const linked = await linkIdentity(
      context.db,
      {
        provider: provider.id,
        subject: String(fid),
        username: channel.username || null,
        email: null,
        emailVerified: false,
      },
      context.now(),
    )
    await store.succeed(stateHash, linked)
  } catch (error) {
    if (!(error instanceof SocialLoginError)) throw error
    context.logger.warn(t('social.failed', { provider: label, code: error.code }), {
      reason: error.reason,
      ...(error.cause instanceof Error ? { details: error.cause.message } : {}),
    })
    await store.fail(stateHash, error.reason, undefined)
  }
}
