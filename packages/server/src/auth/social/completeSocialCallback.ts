import { z } from 'zod'
import { SocialLoginError } from '../errors.js'
import type { AuthContext } from '../types.js'
import type { EnabledOAuthProvider, EnabledOidcProvider, SocialLogin } from './createSocialLogin.js'
import { exchangeCode } from './exchangeCode.js'
import { linkIdentity } from './linkIdentity.js'
import { readProviderUser } from './readProviderUser.js'
import { oauthErrorCode } from './requestProvider.js'
import { createSocialLoginStore, type PendingSocialLogin } from './socialLoginStore.js'
import type { ProviderUser } from './socialProviders.js'
import { nonceHashOf, stateHashOf, verifierContext } from './startSocialLogin.js'
import { verifyIdToken } from './verifyIdToken.js'

/** What the provider sent back to the callback (query or form post). */
export interface SocialCallbackParameters {
  state?: string | undefined
  code?: string | undefined
  error?: string | undefined
  /** Apple's `user` form field (JSON: the name, on the first authorization only). */
  user?: string | undefined
}

export interface SocialCallbackOutcome {
  state: string
  login: PendingSocialLogin
  /** The failure the frame's finish will answer; undefined when the account was found or created. */
  error: SocialLoginError | undefined
}

const STATE = /^[A-Za-z0-9_-]{43}$/
const appleUserSchema = z.object({
  name: z
    .object({ firstName: z.string().max(128).optional(), lastName: z.string().max(128).optional() })
    .optional(),
})

/**
 * The display name Apple posts once, through the browser, on the first authorization: unsigned, so it is
 * only ever a new account's username, never part of the identity.
 */
function appleName(user: string | undefined): string | null {
  if (user === undefined) return null
  try {
    const name = appleUserSchema.parse(JSON.parse(user)).name
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim()
    return full === '' ? null : full
  } catch {
    return null // a malformed name is no name: the identity does not depend on it
  }
}

/** Redeems the code and reads the identity: the ID token (OIDC) or the user API (OAuth 2.0). */
async function readIdentity(
  context: AuthContext,
  social: SocialLogin,
  provider: EnabledOidcProvider | EnabledOAuthProvider,
  {
    login,
    stateHash,
    code,
    user,
  }: { login: PendingSocialLogin; stateHash: string; code: string; user?: string | undefined },
): Promise<ProviderUser> {
  const timeoutMs = social.config.requestTimeoutMs
  const verifier = context.crypto.decrypt(login.sealedVerifier, verifierContext(stateHash)).toString()
  const common = { code, verifier, redirectUri: social.config.callbackUrl, timeoutMs }
  if (provider.kind === 'oauth2') {
    const { accessToken } = await exchangeCode({
      profile: provider.profile,
      config: provider.config,
      ...common,
    })
    return readProviderUser({ profile: provider.profile, config: provider.config, accessToken, timeoutMs })
  }
  const { idToken = '' } = await exchangeCode({
    profile: provider.profile,
    config: provider.config,
    ...common,
  })
  const identity = await verifyIdToken({
    profile: provider.profile,
    config: provider.config,
    idToken,
    keys: social.keys(provider),
    isNonce: (nonce) => context.crypto.equal(nonceHashOf(context, nonce), login.nonceHash),
    now: context.now(),
  })
  return provider.id === 'apple' ? { ...identity, username: identity.username ?? appleName(user) } : identity
}

/** Why a state cannot be claimed: unknown or used (400 SOCIAL_STATE_INVALID), or expired. */
async function refuseState(context: AuthContext, stateHash: string): Promise<never> {
  const login = await createSocialLoginStore(context.db).find(stateHash)
  const expired = login !== undefined && login.status === 'pending' && login.expiresAt <= context.now()
  throw new SocialLoginError({ reason: expired ? 'stateExpired' : 'stateUnknown' })
}

/**
 * GET or POST /auth/v1/social/callback, where the provider sends the popup back. Claims the pending login
 * of `state` (once: unknown, used or expired states throw, and the page says so), then, unless the
 * provider answered an error (`access_denied`: 'denied'; any other: 'providerError'), redeems the code
 * with the stored verifier, checks the identity (the ID token with jose, or the user API with the access
 * token) and links it to its account (`linkIdentity`). The outcome is stored under the state for the
 * frame's finish; a provider's failure is an outcome too (`error`), never a thrown 5xx.
 *
 * @example
 * const { login, error } = await completeSocialCallback(context, social, { state, code })
 */
export async function completeSocialCallback(
  context: AuthContext,
  social: SocialLogin,
  { state = '', code, error: providerError, user }: SocialCallbackParameters,
): Promise<SocialCallbackOutcome> {
  if (!STATE.test(state)) throw new SocialLoginError({ reason: 'stateUnknown' })
  const stateHash = stateHashOf(context, state)
  const store = createSocialLoginStore(context.db)
  const login = (await store.claim(stateHash, context.now())) ?? (await refuseState(context, stateHash))
  const provider = social.provider(login.provider)
  const label = provider?.profile.label ?? login.provider
  try {
    // A Farcaster login is never claimed here (it has no callback: the finish asks the relay).
    if (!provider || provider.kind === 'farcaster') throw new SocialLoginError({ reason: 'providerUnknown' })
    if (providerError !== undefined)
      throw providerError === 'access_denied'
        ? new SocialLoginError({ reason: 'denied', provider: label })
        : new SocialLoginError({
            reason: 'providerError',
            provider: label,
            providerError: oauthErrorCode(providerError),
          })
    if (!code)
      throw new SocialLoginError({
        reason: 'providerError',
        provider: label,
        providerError: 'invalid_request',
      })
    const identity = await readIdentity(context, social, provider, { login, stateHash, code, user })
    const linked = await linkIdentity(context.db, { ...identity, provider: provider.id }, context.now())
    await store.succeed(stateHash, linked)
    return { state, login, error: undefined }
  } catch (error) {
    if (!(error instanceof SocialLoginError)) throw error
    const failure = error.fields.providerError
    await store.fail(stateHash, error.reason, typeof failure === 'string' ? failure : undefined)
    return { state, login, error }
  }
}
