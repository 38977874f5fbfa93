import { randomBytes } from 'node:crypto'
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider'
import { createMemoryAdapter } from './createMemoryAdapter.js'
import { identityUsers } from './identityUsers.js'
import { providerProfiles } from './providerCatalog.js'
import { renderProviderError } from './renderInteraction.js'
import type { IdentityProviderId, IdentityTestUser } from './types.js'

export interface CreateIssuerParameters {
  id: IdentityProviderId
  /** `<devnet url>/<id>`: the provider's prefix, and its issuer. */
  issuer: string
  clientId: string
  clientSecret: string
  redirectUris: readonly string[]
  /** The private signing key (with `kid`, `alg`, `use`). */
  signingKey: JWK
}

/** The claims of a test user that the provider's scopes can open. */
function claimsOf(id: IdentityProviderId, user: IdentityTestUser): Record<string, unknown> {
  const email = user.email === undefined ? {} : { email: user.email }
  // Apple says `email_verified` (and `is_private_email`) as strings.
  if (id === 'apple')
    return { sub: user.subject, ...email, email_verified: 'true', is_private_email: 'false' }
  return { sub: user.subject, ...email, email_verified: true, name: user.name }
}

/**
 * One local provider: an `oidc-provider` instance for the issuer `<url>/<id>` with one confidential client
 * (the Foyer server), PKCE (S256) required of it, its own login and consent pages (interactions at
 * `/<id>/interaction/<uid>`), the test users of `identityUsers` as accounts, and no userinfo endpoint of
 * its own for the OAuth 2.0 providers (the devnet serves theirs in each provider's shape).
 *
 * @example
 * const google = createIssuer({ id: 'google', issuer: `${url}/google`, clientId, clientSecret, redirectUris, signingKey })
 */
export function createIssuer({
  id,
  issuer,
  clientId,
  clientSecret,
  redirectUris,
  signingKey,
}: CreateIssuerParameters): Provider {
  const profile = providerProfiles[id]
  const oidc = profile.kind === 'oidc'
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: profile.tokenAuthMethod,
        id_token_signed_response_alg: profile.idTokenAlg ?? 'ES256',
      },
    ],
    adapter: createMemoryAdapter(),
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    // The real providers' lifetimes, roughly: an hour of access, a minute to redeem a code.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
    },
    scopes: oidc ? ['openid', 'offline_access', ...Object.keys(profile.scopes)] : Object.keys(profile.scopes),
    claims: oidc ? { openid: ['sub'], ...profile.scopes } : { openid: ['sub'] },
    // Google and Apple put the scopes' claims in the ID token itself.
    conformIdTokenClaims: false,
    // Six providers share one host: each keeps cookies of its own names, as on six real domains.
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: { session: `_${id}_session`, interaction: `_${id}_interaction`, resume: `_${id}_resume` },
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: oidc },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/${id}/interaction/${interaction.uid}` },
    findAccount: (_ctx, subject) => {
      const user = identityUsers[id].find((candidate) => candidate.subject === subject)
      return user && { accountId: subject, claims: () => ({ ...claimsOf(id, user), sub: subject }) }
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = renderProviderError(id, out)
    },
  }
  const provider = new Provider(issuer, configuration)
  if (id === 'apple') answerNameOnce(provider)
  return provider
}

/** Apple posts the user's name (and address) in a `user` form field on the first authorization only. */
function answerNameOnce(provider: Provider) {
  const seen = new Set<string>()
  provider.on('authorization.success', (ctx: KoaContextWithOIDC, response?: Record<string, unknown>) => {
    const subject = ctx.oidc.session?.accountId
    if (!response?.code || subject === undefined || seen.has(subject)) return
    seen.add(subject)
    const user = identityUsers.apple.find((candidate) => candidate.subject === subject)
    if (!user) return
    const [firstName, ...rest] = user.name.split(' ')
    response.user = JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email: user.email })
  })
}
