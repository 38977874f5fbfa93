import { z } from 'zod'
import { t as authT } from '../auth/messages.js'
import { SOCIAL_PROVIDER_IDS, socialProviders } from '../auth/social/socialProviders.js'
import type { SocialLoginConfig, SocialProviderId } from '../auth/social/types.js'

const urlSchema = z.url({ protocol: /^https?$/ })
const credentials = {
  /** The client id the provider gave this server. */
  clientId: z.string().min(1).max(512),
  /** Its client secret (Apple's is a JWT signed with the team's key, renewed every six months at most). */
  clientSecret: z.string().min(1).max(4096),
  /** The scopes asked for; the provider's usual ones by default. */
  scope: z.string().min(1).max(512).optional(),
  authorizationEndpoint: urlSchema.optional(),
  tokenEndpoint: urlSchema.optional(),
}
/** An OpenID Connect provider: its endpoints are the real provider's unless set (the devnet's, a test's). */
const oidcProviderSchema = z.strictObject({
  ...credentials,
  issuer: urlSchema.optional(),
  jwksUri: urlSchema.optional(),
})
/** An OAuth 2.0 provider: its endpoints are the real provider's unless set. */
const oauthProviderSchema = z.strictObject({ ...credentials, userinfoEndpoint: urlSchema.optional() })
/**
 * Sign In With Farcaster: no registration; the relay (Farcaster's own by default, or the devnet's
 * `startFarcasterRelay()`) and an Optimism RPC, where the fids' keys are read (IdRegistry, KeyRegistry).
 */
const farcasterProviderSchema = z.strictObject({
  relayUrl: z.url({ protocol: /^https?$/, error: authT('config.farcasterRelayUrl') }).optional(),
  rpcUrl: z.url({ protocol: /^https?$/, error: authT('config.farcasterRpcUrl') }),
  /** How long a login may take (the channel's and the signed message's life): 1 to 60 minutes. */
  channelTtlMs: z.int().min(60_000).max(3_600_000).optional(),
})

type ProviderInput =
  | z.output<typeof oidcProviderSchema>
  | z.output<typeof oauthProviderSchema>
  | z.output<typeof farcasterProviderSchema>
type Defaults = (typeof socialProviders)[SocialProviderId]['defaults']

/**
 * The social login (`auth.social`; routes under /auth/v1/social only with it). `providers` holds this
 * server's registration at each provider it offers: client id and secret, and, to point the same code at
 * other servers than the real providers (the devnet's `startIdentityProviders()`), their endpoints;
 * `farcaster` holds the relay and the Optimism RPC of Sign In With Farcaster (`rpcUrl` required).
 * `enabled` narrows the offered ones (every configured one by default); `callbackUrl` is the redirect URI
 * registered at each provider (`<auth.publicUrl>/auth/v1/social/callback` by default: `resolveSocialLogin`).
 */
export const socialLoginSchema = z
  .strictObject({
    providers: z.strictObject({
      google: oidcProviderSchema.optional(),
      apple: oidcProviderSchema.optional(),
      github: oauthProviderSchema.optional(),
      discord: oauthProviderSchema.optional(),
      x: oauthProviderSchema.optional(),
      facebook: oauthProviderSchema.optional(),
      farcaster: farcasterProviderSchema.optional(),
    }),
    enabled: z
      .array(z.enum(SOCIAL_PROVIDER_IDS as [SocialProviderId, ...SocialProviderId[]]))
      .readonly()
      .optional(),
    callbackUrl: urlSchema.optional(),
    requestTimeoutMs: z.int().min(100).max(60_000).default(10_000),
  })
  .superRefine((social, ctx) => {
    const configured = SOCIAL_PROVIDER_IDS.filter((id) => social.providers[id] !== undefined)
    if (configured.length === 0)
      ctx.addIssue({ code: 'custom', path: ['providers'], message: authT('config.socialNone') })
    social.enabled?.forEach((provider, index) => {
      if (!configured.includes(provider))
        ctx.addIssue({
          code: 'custom',
          path: ['enabled', index],
          message: authT('config.socialEnabled', { provider }),
        })
    })
  })

/** A provider's entry with the real provider's endpoints and scope where the config leaves them out. */
const withDefaults = (entry: ProviderInput, defaults: Defaults) => ({ ...defaults, ...entry })

/**
 * The `auth.social` section with every default filled in: the endpoints and scopes of the real providers,
 * every configured provider enabled, and the callback under the auth API's public URL. The result is a
 * valid `auth.social` itself (a resolved config parses again to the same).
 *
 * @example
 * resolveSocialLogin(parsed, 'https://api.example.com').callbackUrl // 'https://api.example.com/auth/v1/social/callback'
 */
export function resolveSocialLogin(
  social: z.output<typeof socialLoginSchema>,
  publicUrl: string,
): SocialLoginConfig {
  const providers: Record<string, unknown> = {}
  for (const id of SOCIAL_PROVIDER_IDS) {
    const entry = social.providers[id]
    if (entry) providers[id] = withDefaults(entry, socialProviders[id].defaults)
  }
  return {
    providers: providers as SocialLoginConfig['providers'],
    enabled: social.enabled ?? SOCIAL_PROVIDER_IDS.filter((id) => social.providers[id] !== undefined),
    callbackUrl: social.callbackUrl ?? `${publicUrl.replace(/\/+$/, '')}/auth/v1/social/callback`,
    requestTimeoutMs: social.requestTimeoutMs,
  }
}
