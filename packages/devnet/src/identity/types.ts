/** The identity providers the devnet plays. */
export type IdentityProviderId = 'google' | 'apple' | 'github' | 'discord' | 'x' | 'facebook'

/** The providers that sign ID tokens (OpenID Connect); the others are plain OAuth 2.0 with a userinfo API. */
export type OidcProviderId = 'google' | 'apple'
export type OAuthProviderId = Exclude<IdentityProviderId, OidcProviderId>

/** A test user of one provider; `login` is what the login page's button names. */
export interface IdentityTestUser {
  login: string
  /** The provider's stable user id (`sub`, GitHub's `id`…), as a string. */
  subject: string
  name: string
  /** The handle the provider shows (GitHub's `login`, Discord's `username`, X's `username`), else the name. */
  username: string
  /** Absent at X (its userinfo gives no address). */
  email?: string | undefined
}

/** Where an OpenID Connect provider answers, and the registration of the Foyer server's client. */
export interface OidcProviderEndpoints {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
  clientId: string
  clientSecret: string
}

/** Where an OAuth 2.0 provider answers (its userinfo API in its own shape), and the client's registration. */
export interface OAuthProviderEndpoints {
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string
  clientId: string
  clientSecret: string
}

export type IdentityProviderEndpoints = {
  [P in IdentityProviderId]: P extends OidcProviderId ? OidcProviderEndpoints : OAuthProviderEndpoints
}

/**
 * A failure the next matching request of a provider meets (then the provider behaves again):
 * - `garbage`: the token or userinfo endpoint answers 200 with a body that is not JSON;
 * - `hang`: it never answers (until `close()`);
 * - `idToken` (OIDC providers' token endpoint): the ID token is signed again with the provider's key after
 *   `claims` replaced some of its claims (`aud`, `nonce`, `iss`, `exp`…), or with `signature: 'foreign'`
 *   by a key of the same `kid` that the provider's JWKS does not hold.
 */
export type IdentityFault =
  | { endpoint: 'token' | 'userinfo'; kind: 'garbage' | 'hang' }
  | {
      endpoint: 'token'
      kind: 'idToken'
      claims?: Readonly<Record<string, unknown>>
      signature?: 'foreign'
    }
