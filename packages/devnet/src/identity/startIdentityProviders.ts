import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { JWK } from 'oidc-provider'
import { createIssuer } from './createIssuer.js'
import { IdentityProvidersStartError } from './errors.js'
import { FAULT_CONTROL_PATH, handleFaultControl } from './faultControl.js'
import { createFaultQueue } from './faults.js'
import { identityUsers } from './identityUsers.js'
import { IDENTITY_PROVIDERS, providerProfiles } from './providerCatalog.js'
import { createIdentityRouter, type Issuer } from './routeIdentityRequest.js'
import type {
  IdentityFault,
  IdentityProviderEndpoints,
  IdentityProviderId,
  IdentityTestUser,
} from './types.js'

export interface StartIdentityProvidersParameters {
  /** The port on 127.0.0.1; 0 (a free port) by default. */
  port?: number | undefined
  /**
   * The redirect URIs every client registration allows (the Foyer server's social callback); by default
   * `http://127.0.0.1:8787/auth/v1/social/callback` and the same on `localhost`.
   */
  redirectUris?: readonly string[] | undefined
}

export interface IdentityProviders {
  /** `http://127.0.0.1:<port>`; each provider lives under `/<id>` (its issuer, for Google and Apple). */
  readonly url: string
  /** Each provider's endpoints and the Foyer server's client registration there: the server's config. */
  readonly providers: IdentityProviderEndpoints
  /** The test users of each provider (`alice`, `bob`). */
  readonly users: Readonly<Record<IdentityProviderId, readonly IdentityTestUser[]>>
  /**
   * Makes the next matching request of `provider` fail (see `IdentityFault`). From another process:
   * `POST <url>/__devnet/fault` with `{ provider, fault }`.
   */
  failNext(provider: IdentityProviderId, fault: IdentityFault): void
  close(): Promise<void>
}

const DEFAULT_REDIRECT_URIS = [
  'http://127.0.0.1:8787/auth/v1/social/callback',
  'http://localhost:8787/auth/v1/social/callback',
]

/** A private signing key as oidc-provider takes it. */
function signingKey(alg: 'RS256' | 'ES256', kid: string): JWK {
  const { privateKey } =
    alg === 'RS256'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid, alg, use: 'sig' }
}

/**
 * Local stand-ins for the social login providers, on 127.0.0.1, built on `oidc-provider`: Google and Apple
 * as OpenID Connect issuers (ID tokens signed with their JWKS, `nonce` echoed), GitHub, Discord, X and
 * Facebook as OAuth 2.0 authorization servers whose user APIs answer in each one's real shape. Each has one
 * confidential client (the Foyer server) that must use PKCE (S256), a login page to pick a test user
 * (`users`) and a consent page; Cancel or Deny answers `error=access_denied` as the real ones do.
 * `completeProviderLogin` drives those pages for a test.
 *
 * @example
 * const idp = await startIdentityProviders({ redirectUris: ['http://127.0.0.1:8787/auth/v1/social/callback'] })
 * const server = await createFoyerServer({ …, auth: { …, social: { providers: idp.providers } } })
 * await idp.close()
 */
export async function startIdentityProviders(
  parameters: StartIdentityProvidersParameters = {},
): Promise<IdentityProviders> {
  const redirectUris = parameters.redirectUris ?? DEFAULT_REDIRECT_URIS
  const faults = createFaultQueue()
  const issuers = new Map<IdentityProviderId, Issuer>()
  const route = createIdentityRouter(issuers, faults)
  const server = createServer((request, response) => {
    const answered =
      request.method === 'POST' && request.url === FAULT_CONTROL_PATH
        ? handleFaultControl(request, response, faults)
        : route(request, response)
    answered.catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })

  // Idle connections are closed by the client: with the server closing them too (after 5 s by default),
  // a client that reuses one as it closes gets ECONNRESET, which a busy test process meets.
  server.keepAliveTimeout = 0
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (cause) =>
      reject(new IdentityProvidersStartError({ port: parameters.port ?? 0, cause })),
    )
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
  const url = `http://127.0.0.1:${port}`
  const endpoints: Partial<Record<IdentityProviderId, unknown>> = {}
  for (const id of IDENTITY_PROVIDERS) {
    const profile = providerProfiles[id]
    const key = signingKey(profile.idTokenAlg ?? 'ES256', `${id}-${randomBytes(4).toString('hex')}`)
    const clientId = `foyer-devnet-${id}`
    const clientSecret = randomBytes(24).toString('base64url')
    const issuer = `${url}/${id}`
    const provider = createIssuer({ id, issuer, clientId, clientSecret, redirectUris, signingKey: key })
    issuers.set(id, { provider, key, handle: provider.callback() })
    const common = {
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      clientId,
      clientSecret,
    }
    endpoints[id] =
      profile.kind === 'oidc'
        ? { issuer, ...common, jwksUri: `${issuer}/jwks` }
        : { ...common, userinfoEndpoint: `${issuer}${profile.userinfoPath}` }
  }

  let closed: Promise<void> | undefined
  return {
    url,
    providers: endpoints as IdentityProviderEndpoints,
    users: identityUsers,
    failNext: (provider, fault) => faults.push(provider, fault),
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closed
    },
  }
}
