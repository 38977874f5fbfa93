import { createHash, createPublicKey, type JsonWebKey, randomBytes, verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { completeProviderLogin } from './completeProviderLogin.js'
import { type IdentityProviders, startIdentityProviders } from './startIdentityProviders.js'
import type { IdentityProviderId, OAuthProviderId, OidcProviderId } from './types.js'

const REDIRECT_URI = 'http://127.0.0.1:65000/auth/v1/social/callback'
const scopes: Record<IdentityProviderId, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
  github: 'read:user user:email',
  discord: 'identify email',
  x: 'users.read tweet.read',
  facebook: 'email public_profile',
}

let idp: IdentityProviders
beforeAll(async () => {
  idp = await startIdentityProviders({ redirectUris: [REDIRECT_URI] })
})
afterAll(() => idp?.close())

/** An authorization request as the Foyer server makes it (PKCE S256, state, nonce for OIDC). */
function authorizationRequest(id: IdentityProviderId, { pkce = true } = {}) {
  const verifier = randomBytes(32).toString('base64url')
  const state = randomBytes(16).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const url = new URL(idp.providers[id].authorizationEndpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: idp.providers[id].clientId,
    redirect_uri: REDIRECT_URI,
    scope: scopes[id],
    state,
    ...(id === 'google' || id === 'apple' ? { nonce } : {}),
    ...(id === 'apple' ? { response_mode: 'form_post' } : {}),
    ...(pkce ? { code_challenge: createHash('sha256').update(verifier).digest('base64url') } : {}),
    ...(pkce ? { code_challenge_method: 'S256' } : {}),
  }).toString()
  return { url: url.href, verifier, state, nonce }
}

/** The code exchange, with the client authentication each provider wants (X: HTTP Basic). */
async function exchange(id: IdentityProviderId, code: string, verifier: string) {
  const { clientId, clientSecret, tokenEndpoint } = idp.providers[id]
  const basic = id === 'x'
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      ...(basic ? { authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}` } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      ...(basic ? {} : { client_id: clientId, client_secret: clientSecret }),
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

/** The claims of an ID token whose signature checks against the issuer's JWKS. */
async function verifiedClaims(id: OidcProviderId, idToken: string) {
  const [header = '', payload = '', signature = ''] = idToken.split('.')
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string; alg: string }
  const { keys } = (await (await fetch(idp.providers[id].jwksUri)).json()) as {
    keys: (JsonWebKey & { kid: string })[]
  }
  const key = createPublicKey({
    key: keys.find((candidate) => candidate.kid === kid) as JsonWebKey,
    format: 'jwk',
  })
  const data = Buffer.from(`${header}.${payload}`)
  const bytes = Buffer.from(signature, 'base64url')
  const valid =
    alg === 'ES256'
      ? verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, bytes)
      : verify('sha256', data, key, bytes)
  expect(valid).toBe(true)
  return { alg, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown> }
}

async function signIn(id: IdentityProviderId, user = 'alice') {
  const request = authorizationRequest(id)
  const result = await completeProviderLogin(request.url, { user })
  const answer = result.method === 'POST' ? result.form : result.url.searchParams
  expect(`${result.url.origin}${result.url.pathname}`).toBe(REDIRECT_URI)
  expect(answer?.get('state')).toBe(request.state)
  const code = answer?.get('code') ?? ''
  return { ...request, result, answer, tokens: await exchange(id, code, request.verifier) }
}

describe('startIdentityProviders', () => {
  test.each(['google', 'apple'] as const)(
    'default: %s signs an ID token for the code, with the nonce',
    async (id) => {
      const { tokens, nonce } = await signIn(id)
      expect(tokens.status).toBe(200)
      const { alg, claims } = await verifiedClaims(id, tokens.body.id_token ?? '')
      const user = idp.users[id][0]
      expect(alg).toBe(id === 'google' ? 'RS256' : 'ES256')
      expect(claims).toMatchObject({
        iss: idp.providers[id].issuer,
        aud: idp.providers[id].clientId,
        sub: user?.subject,
        nonce,
        email: 'alice@example.com',
        email_verified: id === 'apple' ? 'true' : true,
      })
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000)
    },
  )

  const shapes: Record<OAuthProviderId, unknown> = {
    github: {
      login: 'alice-liddell',
      id: 1048201,
      name: 'Alice Liddell',
      email: 'alice@example.com',
      avatar_url: expect.stringMatching(/^https:/),
      type: 'User',
    },
    discord: {
      id: '80351110224678912',
      username: 'alice.liddell',
      global_name: 'Alice Liddell',
      discriminator: '0',
      avatar: null,
      email: 'alice@example.com',
      verified: true,
    },
    x: { data: { id: '1450001000000000001', name: 'Alice Liddell', username: 'alice_liddell' } },
    facebook: { id: '10160000000000001', name: 'Alice Liddell', email: 'alice@example.com' },
  }
  test.each(['github', 'discord', 'x', 'facebook'] as const)(
    'default: %s answers its user API in its shape',
    async (id) => {
      const { tokens } = await signIn(id)
      expect(tokens.status).toBe(200)
      expect(tokens.body.id_token).toBeUndefined()
      const url = new URL(idp.providers[id].userinfoEndpoint)
      if (id === 'facebook') url.searchParams.set('fields', 'id,name,email')
      const response = await fetch(url, { headers: { authorization: `Bearer ${tokens.body.access_token}` } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(shapes[id])
      const refused = await fetch(url, { headers: { authorization: 'Bearer not-a-token' } })
      expect(refused.status).toBe(401)
    },
  )

  test('behavior: bob is another subject than alice', async () => {
    const alice = await signIn('google', 'alice')
    const bob = await signIn('google', 'bob')
    const a = await verifiedClaims('google', alice.tokens.body.id_token ?? '')
    const b = await verifiedClaims('google', bob.tokens.body.id_token ?? '')
    expect(a.claims.sub).not.toBe(b.claims.sub)
    expect(b.claims.email).toBe('bob@example.com')
  })

  test('behavior: Apple posts the name once, on the first authorization only', async () => {
    const first = await signIn('apple', 'bob')
    expect(JSON.parse(first.answer?.get('user') ?? 'null')).toEqual({
      name: { firstName: 'Bob', lastName: 'Carroll' },
      email: 'bob@example.com',
    })
    const second = await signIn('apple', 'bob')
    expect(second.answer?.get('user')).toBeNull()
  })

  test('behavior: PKCE is required, and the verifier must match', async () => {
    const bare = authorizationRequest('github', { pkce: false })
    const refused = await completeProviderLogin(bare.url, { user: 'alice' })
    expect(refused.url.searchParams.get('error')).toBe('invalid_request')
    const request = authorizationRequest('discord')
    const { url } = await completeProviderLogin(request.url, { user: 'alice' })
    const tokens = await exchange('discord', url.searchParams.get('code') ?? '', 'x'.repeat(43))
    expect(tokens).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
  })

  test('behavior: a code is single use; GitHub answers its errors with a 200', async () => {
    const { answer, verifier } = await signIn('github')
    const again = await exchange('github', answer?.get('code') ?? '', verifier)
    expect(again).toMatchObject({ status: 200, body: { error: 'invalid_grant' } })
  })

  test.each([
    ['login page', { user: 'cancel' }],
    ['consent page', { user: 'alice', consent: 'deny' }],
  ] as const)('behavior: Cancel on the %s answers access_denied', async (_, choice) => {
    const request = authorizationRequest('facebook')
    const { url } = await completeProviderLogin(request.url, choice)
    expect(url.searchParams.get('error')).toBe('access_denied')
    expect(url.searchParams.get('state')).toBe(request.state)
  })

  test('behavior: failNext breaks the next token or userinfo answer, once', async () => {
    idp.failNext('x', { endpoint: 'token', kind: 'garbage' })
    const request = authorizationRequest('x')
    const { url } = await completeProviderLogin(request.url, { user: 'alice' })
    const response = await fetch(idp.providers.x.tokenEndpoint, {
      method: 'POST',
      body: new URLSearchParams(),
    })
    expect(await response.text()).toMatch(/^<html>/)
    const tokens = await exchange('x', url.searchParams.get('code') ?? '', request.verifier)
    expect(tokens.status).toBe(200)
    idp.failNext('google', { endpoint: 'token', kind: 'idToken', claims: { aud: 'someone-else' } })
    const tampered = await signIn('google')
    expect((await verifiedClaims('google', tampered.tokens.body.id_token ?? '')).claims.aud).toBe(
      'someone-else',
    )
  })

  test('behavior: POST /__devnet/fault queues a fault from another process; a malformed one is 400', async () => {
    const control = (body: unknown) =>
      fetch(`${idp.url}/__devnet/fault`, { method: 'POST', body: JSON.stringify(body) })
    const refused = await control({ provider: 'myspace', fault: { endpoint: 'token', kind: 'garbage' } })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toMatch(/provider/)
    expect((await control({ provider: 'x', fault: { endpoint: 'token', kind: 'melt' } })).status).toBe(400)
    expect((await control({ provider: 'x', fault: { endpoint: 'token', kind: 'garbage' } })).status).toBe(204)
    const response = await fetch(idp.providers.x.tokenEndpoint, {
      method: 'POST',
      body: new URLSearchParams(),
    })
    expect(await response.text()).toMatch(/^<html>/)
  })
})
