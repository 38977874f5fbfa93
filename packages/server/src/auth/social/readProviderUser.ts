import { SocialLoginError } from '../errors.js'
import { requestProvider } from './requestProvider.js'
import type { OAuthProfile, ProviderUser } from './socialProviders.js'
import type { OAuthProviderConfig } from './types.js'

/**
 * The user an OAuth 2.0 provider's access token belongs to, read from its user API (GitHub's `/user`,
 * Discord's `/users/@me`, X's `/2/users/me`, Facebook's `/me?fields=id,name,email`) with the token
 * server-side, and parsed in that provider's shape. A refusal, a failure or another shape is
 * 'providerUnavailable' (502): nothing the browser said is read.
 *
 * @example
 * const user = await readProviderUser({ profile, config, accessToken, timeoutMs: 10_000 })
 */
export async function readProviderUser({
  profile,
  config,
  accessToken,
  timeoutMs,
}: {
  profile: OAuthProfile
  config: OAuthProviderConfig
  accessToken: string
  timeoutMs: number
}): Promise<ProviderUser> {
  const url = new URL(config.userinfoEndpoint)
  for (const [name, value] of Object.entries(profile.userinfoQuery))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  const answer = await requestProvider(
    profile.label,
    url.href,
    {
      headers: {
        accept: 'application/json',
        // GitHub's API refuses a request without one.
        'user-agent': 'Foyer',
        ...profile.userinfoHeaders,
        authorization: `Bearer ${accessToken}`,
      },
    },
    timeoutMs,
  )
  try {
    if (!answer.ok) throw new Error(`the user API answered ${answer.status}`)
    return profile.readUser(answer.json)
  } catch (cause) {
    throw new SocialLoginError({ reason: 'providerUnavailable', provider: profile.label, cause })
  }
}
