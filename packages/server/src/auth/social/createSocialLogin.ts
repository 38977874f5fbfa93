import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client'
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { type FarcasterProfile, type ProviderProfile, socialProviders } from './socialProviders.js'
import type {
  FarcasterProviderConfig,
  OAuthProviderConfig,
  OidcProviderConfig,
  SocialLoginConfig,
  SocialProviderId,
} from './types.js'

/** An enabled provider: its kind, its id, how it behaves and how this server is registered there. */
export type EnabledProvider = EnabledOidcProvider | EnabledOAuthProvider | EnabledFarcasterProvider

export interface EnabledOidcProvider {
  kind: 'oidc'
  id: SocialProviderId
  profile: Extract<ProviderProfile, { kind: 'oidc' }>
  config: OidcProviderConfig
}

export interface EnabledOAuthProvider {
  kind: 'oauth2'
  id: SocialProviderId
  profile: Extract<ProviderProfile, { kind: 'oauth2' }>
  config: OAuthProviderConfig
}

export interface EnabledFarcasterProvider {
  kind: 'farcaster'
  id: 'farcaster'
  profile: FarcasterProfile
  config: FarcasterProviderConfig
}

/** The social login of one set of auth routes: its config, and the providers' keys, fetched and cached. */
export interface SocialLogin {
  config: SocialLoginConfig
  /** The provider `id` when it is enabled and configured; undefined for any other name. */
  provider(id: string): EnabledProvider | undefined
  /** The JWKS of an OIDC provider, fetched on first use and cached (refetched for an unknown `kid`). */
  keys(provider: EnabledOidcProvider): JWTVerifyGetKey
  /**
   * Farcaster's app client (`@farcaster/auth-client`): the relay at `relayUrl`, the IdRegistry and
   * KeyRegistry read at `rpcUrl`. Made on first use and kept.
   */
  farcaster(provider: EnabledFarcasterProvider): AppClient
}

/**
 * The social login's state for one `createAuthRoutes`: the config, and one remote key set per OIDC
 * provider (jose's: cached ten minutes, fetched again, at most every 30 s, when a token names an unknown
 * key), within the config's request timeout.
 *
 * @example
 * const social = createSocialLogin(config.auth.social)
 * social.provider('google')?.profile.kind // 'oidc'
 */
export function createSocialLogin(config: SocialLoginConfig): SocialLogin {
  const keySets = new Map<SocialProviderId, JWTVerifyGetKey>()
  let farcasterClient: AppClient | undefined
  return {
    config,
    provider(id) {
      if (!Object.hasOwn(socialProviders, id)) return undefined
      const known = id as SocialProviderId
      const settings = config.providers[known]
      if (!settings || !config.enabled.includes(known)) return undefined
      const profile = socialProviders[known]
      return { kind: profile.kind, id: known, profile, config: settings } as EnabledProvider
    },
    keys({ id, config: settings }) {
      let keys = keySets.get(id)
      if (!keys) {
        keys = createRemoteJWKSet(new URL(settings.jwksUri), { timeoutDuration: config.requestTimeoutMs })
        keySets.set(id, keys)
      }
      return keys
    },
    farcaster({ config: { relayUrl, rpcUrl } }) {
      farcasterClient ??= createAppClient({
        relay: relayUrl.replace(/\/+$/, ''),
        ethereum: viemConnector({ rpcUrl }),
      })
      return farcasterClient
    },
  }
}
