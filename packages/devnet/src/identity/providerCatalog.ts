import type { IdentityProviderId, OAuthProviderId, OidcProviderId } from './types.js'

/** How one local provider behaves: what it signs or answers, and how its client authenticates. */
export interface ProviderProfile {
  kind: 'oidc' | 'oauth2'
  /** The scopes a client may ask for (besides `openid` for OIDC), each with the claims it opens. */
  scopes: Readonly<Record<string, readonly string[]>>
  /** The token endpoint's client authentication, as the real provider wants it. */
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
  /** OIDC: the ID token's algorithm. */
  idTokenAlg?: 'RS256' | 'ES256'
  /** OAuth 2.0: the path of the userinfo API under the provider's prefix. */
  userinfoPath?: string
}

export const OIDC_PROVIDERS: readonly OidcProviderId[] = ['google', 'apple']
export const OAUTH_PROVIDERS: readonly OAuthProviderId[] = ['github', 'discord', 'x', 'facebook']
export const IDENTITY_PROVIDERS: readonly IdentityProviderId[] = [...OIDC_PROVIDERS, ...OAUTH_PROVIDERS]

/**
 * The six providers as the devnet plays them. Google signs RS256 ID tokens with its email and profile
 * claims in them; Apple signs ES256 (the devnet's choice, so that both algorithms are exercised), says
 * `email_verified` as the string 'true' as Apple does, and answers with `response_mode=form_post` and
 * the user's name once, on the first authorization. X wants HTTP Basic client authentication, as X does.
 */
export const providerProfiles: Readonly<Record<IdentityProviderId, ProviderProfile>> = {
  google: {
    kind: 'oidc',
    scopes: { email: ['email', 'email_verified'], profile: ['name'] },
    tokenAuthMethod: 'client_secret_post',
    idTokenAlg: 'RS256',
  },
  apple: {
    kind: 'oidc',
    scopes: { email: ['email', 'email_verified', 'is_private_email'], name: [] },
    tokenAuthMethod: 'client_secret_post',
    idTokenAlg: 'ES256',
  },
  github: {
    kind: 'oauth2',
    scopes: { 'read:user': [], 'user:email': [] },
    tokenAuthMethod: 'client_secret_post',
    userinfoPath: '/user',
  },
  discord: {
    kind: 'oauth2',
    scopes: { identify: [], email: [] },
    tokenAuthMethod: 'client_secret_post',
    userinfoPath: '/users/@me',
  },
  x: {
    kind: 'oauth2',
    scopes: { 'users.read': [], 'tweet.read': [], 'offline.access': [] },
    tokenAuthMethod: 'client_secret_basic',
    userinfoPath: '/2/users/me',
  },
  facebook: {
    kind: 'oauth2',
    scopes: { email: [], public_profile: [] },
    tokenAuthMethod: 'client_secret_post',
    userinfoPath: '/me',
  },
}
