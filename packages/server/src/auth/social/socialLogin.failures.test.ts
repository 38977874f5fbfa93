import { type IdentityProviders, startIdentityProviders } from '@foyer/devnet/identity'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BETA, CALLBACK_URL, type SocialTestbed, startSocialTestbed } from './test/startSocialTestbed.js'

const OTHER_DEVICE = 'device-b-0123456789abcdef'
const TEN_MINUTES = 10 * 60_000

let idp: IdentityProviders
let bed: SocialTestbed
beforeAll(async () => {
  idp = await startIdentityProviders({ redirectUris: [CALLBACK_URL] })
  bed = await startSocialTestbed({ kind: 'pglite', idp })
}, 60_000)
afterAll(async () => {
  await bed?.stop()
  await idp?.close()
})

const hasScript = (html: string) => html.includes('<script')

describe('the state', () => {
  test('behavior: a provider the server does not offer is refused at the start', async () => {
    for (const provider of ['myspace', 'toString', '__proto__']) {
      const start = await bed.call('POST', '/social/start', {
        body: { provider, deviceId: 'device-a-0123456789abcdef' },
      })
      expect(start).toMatchObject({ status: 400, body: { code: 'SOCIAL_PROVIDER_UNKNOWN' } })
    }
  })

  test('behavior: a start needs the project and page of a configured project', async () => {
    const start = await bed.call('POST', '/social/start', {
      body: { provider: 'google', deviceId: 'device-a-0123456789abcdef' },
      scope: { project: 'shop', origin: 'https://evil.example' },
    })
    expect(start).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_IN_PROJECT' } })
  })

  test('behavior: a state is used once, at the callback and at the finish', async () => {
    let replay: { url: URL; form: URLSearchParams | undefined } | undefined
    const { state } = await bed.login('github', {
      tamper: (url, form) => (replay = { url: new URL(url), form }),
    })
    const second = await bed.callback(replay?.url ?? new URL(CALLBACK_URL))
    expect(second.status).toBe(400)
    expect(second.text).toContain('unknown or was used already')
    expect(hasScript(second.text)).toBe(false)
    expect((await bed.finish(state)).status).toBe(200)
    expect(await bed.finish(state)).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
  })

  test('behavior: an unknown or malformed state gets the page, not a login', async () => {
    for (const state of ['nope', 'A'.repeat(43)]) {
      const page = await bed.callback(new URL(`${CALLBACK_URL}?state=${state}&code=abc`))
      expect(page.status).toBe(400)
      expect(hasScript(page.text)).toBe(false)
    }
    const finish = await bed.finish('A'.repeat(43))
    expect(finish).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
  })

  test('behavior: another device gets nothing, and the login stays for its own device', async () => {
    const { state } = await bed.login('google')
    expect(await bed.finish(state, OTHER_DEVICE)).toMatchObject({
      status: 403,
      body: { code: 'DEVICE_MISMATCH' },
    })
    const other = await bed.call('POST', '/social/finish', {
      body: { state, deviceId: 'device-a-0123456789abcdef' },
      scope: BETA,
    })
    expect(other).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
    expect((await bed.finish(state)).status).toBe(200)
  })

  test('behavior: a finish before the provider sent the user back is pending', async () => {
    const start = await bed.call('POST', '/social/start', {
      body: { provider: 'facebook', deviceId: 'device-a-0123456789abcdef' },
    })
    expect(await bed.finish(String(start.body.state))).toMatchObject({
      status: 409,
      body: { code: 'SOCIAL_LOGIN_PENDING' },
    })
  })

  test('behavior: a state expires 10 minutes after its start, before or after the callback', async () => {
    const late = await bed.login('discord', {
      tamper: () => {
        bed.clock.now += TEN_MINUTES
      },
    })
    expect(late.callback.status).toBe(400)
    expect(late.callback.text).toContain('has expired')
    expect(await bed.finish(late.state)).toMatchObject({
      status: 400,
      body: { code: 'SOCIAL_STATE_EXPIRED' },
    })

    const { state } = await bed.login('discord')
    bed.clock.now += TEN_MINUTES
    expect(await bed.finish(state)).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_EXPIRED' } })
  })
})

describe('the provider', () => {
  /** A login whose callback page and finish both fail with `status` and `code`. */
  const expectFailure = async (
    login: Promise<{ state: string; callback: { status: number; text: string } }>,
    status: number,
    code: string,
    on: SocialTestbed = bed,
  ) => {
    const { state, callback } = await login
    expect(callback.status).toBe(status)
    expect(callback.text).toContain(`"code":"${code}"`)
    const finish = await on.finish(state)
    expect(finish).toMatchObject({ status, body: { code } })
    return finish.body
  }

  test.each([
    ['Cancel on the login page', { user: 'cancel' }],
    ['Deny on the consent page', { consent: 'deny' }],
  ] as const)('behavior: %s is SOCIAL_ACCESS_DENIED', async (_, choice) => {
    await expectFailure(bed.login('facebook', choice), 403, 'SOCIAL_ACCESS_DENIED')
  })

  test('behavior: another error at the redirect is SOCIAL_PROVIDER_ERROR with its code', async () => {
    const tamper = (url: URL) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'temporarily_unavailable')
    }
    const body = await expectFailure(bed.login('x', { tamper }), 400, 'SOCIAL_PROVIDER_ERROR')
    expect(body.providerError).toBe('temporarily_unavailable')
  })

  test('behavior: a code the token endpoint refuses is invalid_grant, even in GitHub’s 200', async () => {
    const tamper = (url: URL) => url.searchParams.set('code', 'forged-code')
    const body = await expectFailure(bed.login('github', { tamper }), 400, 'SOCIAL_PROVIDER_ERROR')
    expect(body.providerError).toBe('invalid_grant')
  })

  test.each([
    ['github', 'token'],
    ['x', 'userinfo'],
  ] as const)(
    'behavior: %s with a %s endpoint that answers garbage is SOCIAL_PROVIDER_UNAVAILABLE',
    async (provider, endpoint) => {
      idp.failNext(provider, { endpoint, kind: 'garbage' })
      await expectFailure(bed.login(provider), 502, 'SOCIAL_PROVIDER_UNAVAILABLE')
    },
  )

  test('behavior: a token endpoint or user API that hangs is SOCIAL_PROVIDER_UNAVAILABLE after requestTimeoutMs', async () => {
    // A server of its own with a 1 s limit per provider call (the shared one keeps the product's 10 s, so
    // that a slow but working provider on a loaded machine is never cut off): a hang can only end by it.
    const short = await startSocialTestbed({ kind: 'pglite', idp, social: { requestTimeoutMs: 1000 } })
    try {
      for (const [provider, endpoint] of [
        ['discord', 'token'],
        ['facebook', 'userinfo'],
      ] as const) {
        idp.failNext(provider, { endpoint, kind: 'hang' })
        await expectFailure(short.login(provider), 502, 'SOCIAL_PROVIDER_UNAVAILABLE', short)
      }
    } finally {
      await short.stop()
    }
  })

  test.each([
    ['a wrong nonce', { claims: { nonce: 'not-the-nonce' } }],
    ['a wrong audience', { claims: { aud: 'someone-else' } }],
    ['a wrong issuer', { claims: { iss: 'https://accounts.evil.example' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['a token without nonce', { claims: { nonce: undefined } }],
    ['a signature of another key', { signature: 'foreign' as const }],
  ])('behavior: an ID token with %s is SOCIAL_TOKEN_INVALID', async (_, fault) => {
    idp.failNext('google', { endpoint: 'token', kind: 'idToken', ...fault })
    await expectFailure(bed.login('google'), 401, 'SOCIAL_TOKEN_INVALID')
    idp.failNext('apple', { endpoint: 'token', kind: 'idToken', ...fault })
    await expectFailure(bed.login('apple'), 401, 'SOCIAL_TOKEN_INVALID')
  })

  test('behavior: no failure of a provider is a 500', () => {
    // 5xx answers are logged as errors (the operator's to see): only the providers' 502s are there.
    const errors = bed.logs.filter((entry) => entry.level === 'error')
    expect(errors.map((entry) => (entry.fields?.error as { code?: string } | undefined)?.code)).toEqual(
      errors.map(() => 'SOCIAL_PROVIDER_UNAVAILABLE'),
    )
    expect(errors.length).toBeGreaterThan(0)
    expect(
      bed.logs.some((entry) => entry.message === 'A sign-in with GitHub failed: SOCIAL_PROVIDER_UNAVAILABLE'),
    ).toBe(true)
  })
})

describe('the config', () => {
  test('behavior: keys from another JWKS do not verify the ID token', async () => {
    const other = await startSocialTestbed({
      kind: 'pglite',
      idp,
      social: {
        providers: {
          ...idp.providers,
          google: { ...idp.providers.google, jwksUri: idp.providers.apple.jwksUri },
        },
      },
    })
    try {
      const { state, callback } = await other.login('google')
      expect(callback.status).toBe(401)
      expect(await other.finish(state)).toMatchObject({ status: 401, body: { code: 'SOCIAL_TOKEN_INVALID' } })
      const start = await other.call('POST', '/social/start', {
        body: { provider: 'github', deviceId: 'device-a-0123456789abcdef' },
      })
      expect(start.status).toBe(200)
    } finally {
      await other.stop()
    }
  })

  test('behavior: a provider left out of `enabled` is not offered', async () => {
    const other = await startSocialTestbed({ kind: 'pglite', idp, social: { enabled: ['google'] } })
    try {
      const start = await other.call('POST', '/social/start', {
        body: { provider: 'github', deviceId: 'device-a-0123456789abcdef' },
      })
      expect(start).toMatchObject({ status: 400, body: { code: 'SOCIAL_PROVIDER_UNKNOWN' } })
    } finally {
      await other.stop()
    }
  })
})
