import { z } from 'zod'
import { SocialLoginError } from '../errors.js'
import { oauthErrorCode, requestProvider } from './requestProvider.js'
import type { RedirectProfile } from './socialProviders.js'
import type { OAuthProviderConfig, OidcProviderConfig } from './types.js'

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z
    .string()
    .refine((type) => type.toLowerCase() === 'bearer')
    .optional(),
  id_token: z.string().min(1).max(16_384).optional(),
})

export interface ExchangeCodeParameters {
  profile: RedirectProfile
  config: OidcProviderConfig | OAuthProviderConfig
  code: string
  /** The PKCE verifier of the authorization request. */
  verifier: string
  /** The redirect URI of the authorization request. */
  redirectUri: string
  timeoutMs: number
}

export interface ExchangeCodeReturnType {
  accessToken: string
  /** The ID token, as it came (OIDC providers). */
  idToken: string | undefined
}

/**
 * Redeems an authorization code at the provider's token endpoint, with the PKCE verifier and the client's
 * secret (in the body, or HTTP Basic where the provider wants it). An OAuth error in the answer, whatever
 * its status (GitHub answers its errors with a 200), is 'providerError' with the provider's code
 * (`invalid_grant`…); a failed request or an answer of another shape is 'providerUnavailable'.
 *
 * @example
 * const { accessToken, idToken } = await exchangeCode({ profile, config, code, verifier, redirectUri, timeoutMs: 10_000 })
 */
export async function exchangeCode({
  profile,
  config,
  code,
  verifier,
  redirectUri,
  timeoutMs,
}: ExchangeCodeParameters): Promise<ExchangeCodeReturnType> {
  const basic = profile.tokenAuthMethod === 'client_secret_basic'
  const credentials = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`
  const answer = await requestProvider(
    profile.label,
    config.tokenEndpoint,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        ...(basic ? { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } : {}),
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        ...(basic ? {} : { client_id: config.clientId, client_secret: config.clientSecret }),
      }),
    },
    timeoutMs,
  )
  const error = (answer.json as { error?: unknown } | null)?.error
  if (error !== undefined)
    throw new SocialLoginError({
      reason: 'providerError',
      provider: profile.label,
      providerError: oauthErrorCode(error),
    })
  const parsed = tokenAnswerSchema.safeParse(answer.json)
  if (!answer.ok || !parsed.success || (profile.kind === 'oidc' && !parsed.data.id_token))
    throw new SocialLoginError({
      reason: 'providerUnavailable',
      provider: profile.label,
      cause: parsed.error ?? new Error(`token endpoint answered ${answer.status}`),
    })
  return { accessToken: parsed.data.access_token, idToken: parsed.data.id_token }
}
