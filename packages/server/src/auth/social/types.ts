// The social login's configuration and the identity it proves, as the auth routes take and keep them.

/** The social login providers the server knows. */
export type SocialProviderId = 'google' | 'apple' | 'github' | 'discord' | 'x' | 'facebook' | 'farcaster'
/** The providers that send the user back to the callback with a code (all but Farcaster). */
export type RedirectProviderId = Exclude<SocialProviderId, 'farcaster'>

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

/**
 * Sign In With Farcaster: no registration, a relay that connects the login to the Farcaster app (the user
 * scans its link), and an Optimism RPC where the server reads who owns the fid (IdRegistry, KeyRegistry).
 */
export interface FarcasterProviderConfig {
  /** The relay's base URL (the auth-client's `relay`): 'https://relay.farcaster.xyz' by default. */
  relayUrl: string
  /** An Optimism JSON-RPC URL, where the signature's signer is checked against the fid's keys. */
  rpcUrl: string
  /** How long a Farcaster login may take, the channel's and the signed message's life: 10 minutes by default. */
  channelTtlMs: number
}

export interface SocialProvidersConfig {
  google?: OidcProviderConfig | undefined
  apple?: OidcProviderConfig | undefined
  github?: OAuthProviderConfig | undefined
  discord?: OAuthProviderConfig | undefined
  x?: OAuthProviderConfig | undefined
  facebook?: OAuthProviderConfig | undefined
  farcaster?: FarcasterProviderConfig | undefined
}

/** The `auth.social` section of the server config, resolved (every default filled in). */
export interface SocialLoginConfig {
  /** The providers' endpoints (the real providers' by default) and the server's registration there. */
  providers: SocialProvidersConfig
  /** The providers a login may use: configured ones only; every configured one by default. */
  enabled: readonly SocialProviderId[]
  /** The redirect URI registered at every provider: `<auth.publicUrl>/auth/v1/social/callback` by default. */
  callbackUrl: string
  /** How long a request to a provider (token, user API, keys, Farcaster's relay and RPC) may take; 10 000 ms by default. */
  requestTimeoutMs: number
}

/** Who the provider says signed in: its stable user id, and what to show. */
export interface SocialIdentity {
  provider: SocialProviderId
  /** The provider's user id (`sub`, GitHub's numeric `id`, Farcaster's fid…), as a string: with `provider`, the identity. */
  subject: string
  /** The name or handle the provider shows; kept for the account view. */
  username: string | null
  /** The address the provider reports, never used to find or merge an account. */
  email: string | null
  /** Whether the provider says it verified `email`. */
  emailVerified: boolean
}
