import { createHash, randomBytes } from 'node:crypto'
import { SocialLoginError } from '../errors.js'
import type { SessionScope } from '../readScope.js'
import type { AuthContext } from '../types.js'
import type { EnabledFarcasterProvider, SocialLogin } from './createSocialLogin.js'
import { createFarcasterChannel } from './farcasterRelay.js'
import { createSocialLoginStore } from './socialLoginStore.js'
import { SOCIAL_LOGIN_TTL_MS } from './socialProviders.js'

export { SOCIAL_LOGIN_TTL_MS }

export interface StartSocialLoginParameters {
  /** The provider's id ('google'…); any other name is refused. */
  provider: string
  deviceId: string
  /** The project and page the session will belong to (checked by `readScope`). */
  scope: SessionScope
  /** The login frame's origin (the start's `Origin`, one of `frameOrigins`); the callback page tells it. */
  frameOrigin: string | undefined
}

export interface StartSocialLoginReturnType {
  /**
   * Where the frame's popup goes: the provider's authorization endpoint with this login's parameters; for
   * Farcaster, the relay's link to the Farcaster app (the modal shows it as a QR code).
   */
  authorizationUrl: string
  /** The login's handle: the callback checks it, the frame finishes with it. */
  state: string
  /** Unix milliseconds. */
  expiresAt: number
}

/** Hashes of the login's secrets, domain-separated from each other and from the email login's. */
export const stateHashOf = (context: AuthContext, state: string) => context.crypto.hash('social-state', state)
export const nonceHashOf = (context: AuthContext, nonce: string) => context.crypto.hash('social-nonce', nonce)
export const verifierContext = (stateHash: string) => `social-verifier:${stateHash}`

/**
 * Farcaster's start: a SIWE nonce (32 random bytes, in hex: SIWE wants letters and digits) and a channel on
 * the relay for the host page (`domain` its host, `siweUri` its origin: the signature is bound to the site
 * it is made for), expiring with the login. The channel token is sealed as a PKCE verifier is, the nonce
 * kept as its hash.
 */
async function startFarcasterLogin(
  context: AuthContext,
  social: SocialLogin,
  provider: EnabledFarcasterProvider,
  { deviceId, scope, frameOrigin }: Omit<StartSocialLoginParameters, 'provider'>,
): Promise<StartSocialLoginReturnType> {
  const { crypto } = context
  const now = context.now()
  const state = crypto.token()
  const nonce = randomBytes(32).toString('hex')
  const stateHash = stateHashOf(context, state)
  const expiresAt = now + provider.config.channelTtlMs
  const channel = await createFarcasterChannel(social.farcaster(provider), {
    siweUri: scope.hostOrigin,
    domain: new URL(scope.hostOrigin).host,
    nonce,
    expirationTime: new Date(expiresAt).toISOString(),
    timeoutMs: social.config.requestTimeoutMs,
  })
  await createSocialLoginStore(context.db).start(
    stateHash,
    {
      provider: provider.id,
      ...scope,
      frameOrigin: frameOrigin ?? null,
      deviceHash: crypto.hash('device', deviceId),
      sealedVerifier: crypto.encrypt(Buffer.from(channel.channelToken), verifierContext(stateHash)),
      nonceHash: nonceHashOf(context, nonce),
      expiresAt,
    },
    now,
  )
  return { authorizationUrl: channel.url, state, expiresAt }
}

/**
 * POST /auth/v1/social/start. Makes a login's `state`, `nonce` (OIDC) and PKCE verifier (each 32 random
 * bytes), stores them server-side (the state and nonce as hashes, the verifier sealed under shareKey)
 * bound to the provider, the project, the page origin, the device and the frame's origin, for 10
 * minutes and one use, and answers the provider's authorization URL: `response_type=code`, the
 * server's callback as `redirect_uri`, the S256 challenge, and `response_mode=form_post` for Apple.
 * Farcaster has no authorization endpoint: its start opens a channel on the relay instead
 * (`startFarcasterLogin`) and answers the Farcaster app's link.
 *
 * @example
 * const { authorizationUrl, state } = await startSocialLogin(context, social, { provider: 'google', deviceId, scope, frameOrigin })
 */
export async function startSocialLogin(
  context: AuthContext,
  social: SocialLogin,
  { provider: name, deviceId, scope, frameOrigin }: StartSocialLoginParameters,
): Promise<StartSocialLoginReturnType> {
  const provider = social.provider(name)
  if (!provider) throw new SocialLoginError({ reason: 'providerUnknown' })
  if (provider.kind === 'farcaster')
    return startFarcasterLogin(context, social, provider, { deviceId, scope, frameOrigin })
  const { crypto } = context
  const now = context.now()
  const state = crypto.token()
  const nonce = crypto.token()
  const verifier = crypto.token()
  const stateHash = stateHashOf(context, state)
  const expiresAt = now + SOCIAL_LOGIN_TTL_MS
  await createSocialLoginStore(context.db).start(
    stateHash,
    {
      provider: provider.id,
      ...scope,
      frameOrigin: frameOrigin ?? null,
      deviceHash: crypto.hash('device', deviceId),
      sealedVerifier: crypto.encrypt(Buffer.from(verifier), verifierContext(stateHash)),
      nonceHash: nonceHashOf(context, nonce),
      expiresAt,
    },
    now,
  )
  const url = new URL(provider.config.authorizationEndpoint)
  const parameters = {
    response_type: 'code',
    client_id: provider.config.clientId,
    redirect_uri: social.config.callbackUrl,
    scope: provider.config.scope,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(provider.profile.kind === 'oidc' ? { nonce } : {}),
    ...(provider.profile.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  }
  for (const [key, value] of Object.entries(parameters)) url.searchParams.set(key, value)
  return { authorizationUrl: url.href, state, expiresAt }
}
