import { type IdentityProviders, startIdentityProviders } from '@foyer/devnet/identity'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  CALLBACK_URL,
  DEVICE,
  FRAME_ORIGIN,
  type SocialTestbed,
  startSocialTestbed,
} from './test/startSocialTestbed.js'
import type { RedirectProviderId } from './types.js'

/** The JSON the callback page hands its script: the message and its target origin. */
const pageData = (html: string) => {
  const json = /<script type="application\/json" id="foyer-social-login">(.*?)<\/script>/.exec(html)?.[1]
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { message: Record<string, unknown>; target: string })
}

/** What each provider's alice is shown as: her name or handle, and the address it verified ('' for none). */
const alice: Record<RedirectProviderId, { username: string; email: string }> = {
  google: { username: 'Alice Liddell', email: 'alice@example.com' },
  apple: { username: 'Alice Liddell', email: 'alice@example.com' },
  github: { username: 'alice-liddell', email: 'alice@example.com' },
  discord: { username: 'alice.liddell', email: 'alice@example.com' },
  x: { username: 'alice_liddell', email: '' },
  facebook: { username: 'Alice Liddell', email: '' },
}

describe.each(['pglite', 'postgres'] as const)('social login on %s', (kind) => {
  let idp: IdentityProviders
  let bed: SocialTestbed
  beforeAll(async () => {
    idp = await startIdentityProviders({ redirectUris: [CALLBACK_URL] })
    bed = await startSocialTestbed({ kind, idp })
  }, 60_000)
  afterAll(async () => {
    await bed?.stop()
    await idp?.close()
  })

  const signIn = async (provider: RedirectProviderId, user = 'alice') => {
    const { state, callback } = await bed.login(provider, { user })
    expect(callback.status).toBe(200)
    const finished = await bed.finish(state)
    expect(finished.status).toBe(200)
    return finished.body as { sessionToken: string; user: Record<string, unknown> }
  }

  test.each(Object.keys(alice) as RedirectProviderId[])(
    'default: a login with %s ends in a session',
    async (provider) => {
      const { state, start, callback } = await bed.login(provider)
      const authorization = new URL(String(start.body.authorizationUrl))
      expect(authorization.href.startsWith(idp.providers[provider].authorizationEndpoint)).toBe(true)
      expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: idp.providers[provider].clientId,
        redirect_uri: CALLBACK_URL,
        state,
        code_challenge_method: 'S256',
      })
      expect(authorization.searchParams.has('nonce')).toBe(provider === 'google' || provider === 'apple')
      expect(callback.text).toContain(`Signed in with`)
      expect(pageData(callback.text)).toEqual({
        target: FRAME_ORIGIN,
        message: { type: 'foyer:social-login', state, provider, status: 'done' },
      })

      const finished = await bed.finish(state)
      expect(finished.status).toBe(200)
      const { sessionToken, user } = finished.body as { sessionToken: string; user: Record<string, unknown> }
      expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        isNew: true,
        address: null,
        provider,
        ...alice[provider],
      })
      // The session is the email login's: the session routes know it, on this device only.
      const session = await bed.call('GET', '/session', { token: sessionToken, device: DEVICE })
      expect(session).toMatchObject({ status: 200, body: { user: { id: user.id, address: null } } })
      const elsewhere = await bed.call('GET', '/session', {
        token: sessionToken,
        device: 'device-b-0123456789abcdef',
      })
      expect(elsewhere).toMatchObject({ status: 403, body: { code: 'DEVICE_MISMATCH' } })
    },
  )

  test('behavior: the same identity later is the same account', async () => {
    const first = await signIn('discord', 'bob')
    const again = await signIn('discord', 'bob')
    expect(again.user).toEqual({ ...first.user, isNew: false })
    expect(again.sessionToken).not.toBe(first.sessionToken)
  })

  test('behavior: two users of one provider are two accounts', async () => {
    const a = await signIn('google', 'alice')
    const b = await signIn('google', 'bob')
    expect(a.user.id).not.toBe(b.user.id)
    expect(b.user).toMatchObject({ email: 'bob@example.com', username: 'Bob Carroll' })
  })

  test('behavior: one e-mail address at two providers is two accounts, and no e-mail login', async () => {
    const google = await signIn('google', 'alice')
    const github = await signIn('github', 'alice')
    expect(google.user.email).toBe('alice@example.com')
    expect(github.user.email).toBe('alice@example.com')
    expect(google.user.id).not.toBe(github.user.id)
    const { rows } = await bed.server.db.query<{ email: string | null }>(
      'select email from auth_users where id = any($1)',
      [[google.user.id, github.user.id]],
    )
    expect(rows).toEqual([{ email: null }, { email: null }])
  })

  test('behavior: Apple names the account once; later logins keep the name', async () => {
    const first = await signIn('apple', 'bob')
    expect(first.user).toMatchObject({ username: 'Bob Carroll', isNew: true })
    const again = await signIn('apple', 'bob')
    expect(again.user).toMatchObject({ id: first.user.id, username: 'Bob Carroll', isNew: false })
  })

  test('behavior: the callback page runs only its own script and holds no secret', async () => {
    const { state, callback } = await bed.login('x', { user: 'bob' })
    expect(callback.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    )
    expect(callback.headers.get('referrer-policy')).toBe('no-referrer')
    expect(callback.headers.get('cache-control')).toBe('no-store')
    expect(callback.text).not.toMatch(/sessionToken|code=/)
    expect((await bed.finish(state)).status).toBe(200)
  })
})
