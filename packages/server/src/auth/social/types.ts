// The social login's configuration and the identity it proves, as the auth routes take and keep them.

/** The social login providers the server knows. */
export type SocialProviderId = 'google' | 'apple' | 'github' | 'discord' | 'x' | 'facebook'

/** An OpenID Connect provider (Google, Apple): the identity is its signed ID token. */
export interface OidcProviderConfig {
  clientId: string
  clientSecret: string
  /** The ID token's `iss`. */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** The keys the ID token must be signed with. */
  jwksUri: string
  scope: string
}

/** An OAuth 2.0 provider (GitHub, Discord, X, Facebook): the identity is what its user API answers. */
export interface OAuthProviderConfig {
  clientId: string
  clientSecret: string
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string
  scope: string
}

export interface SocialProvidersConfig {
  google?: OidcProviderConfig | undefined
  apple?: OidcProviderConfig | undefined
  github?: OAuthProviderConfig | undefined
  discord?: OAuthProviderConfig | undefined
  x?: OAuthProviderConfig | undefined
  facebook?: OAuthProviderConfig | undefined
}

/** The `auth.social` section of the server config, resolved (every default filled in). */
export interface SocialLoginConfig {
  /** The providers' endpoints (the real providers' by default) and the server's registration there. */
  providers: SocialProvidersConfig
  /** The providers a login may use: configured ones only; every configured one by default. */
  enabled: readonly SocialProviderId[]
  /** The redirect URI registered at every provider: `<auth.publicUrl>/auth/v1/social/callback` by default. */
  callbackUrl: string
  /** How long a request to a provider (token, user API, keys) may take; 10 000 ms by default. */
  requestTimeoutMs: number
}

/** Who the provider says signed in: its stable user id, and what to show. */
export interface SocialIdentity {
  provider: SocialProviderId
  /** The provider's user id (`sub`, GitHub's numeric `id`…), as a string: with `provider`, the identity. */
  subject: string
  /** The name or handle the provider shows; kept for the account view. */
  username: string | null
  /** The address the provider reports, never used to find or merge an account. */
  email: string | null
  /** Whether the provider says it verified `email`. */
  emailVerified: boolean
}
