import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { farcasterDevUsers } from './farcasterDevUsers.js'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.js'

const [alice, bob] = farcasterDevUsers as [(typeof farcasterDevUsers)[0], (typeof farcasterDevUsers)[0]]
const SIGN_IN_URL = 'http://127.0.0.1:5999/farcaster'
const DOMAIN = 'app.example'
const SIWE_URI = 'https://app.example/login'

let relay: FarcasterRelay
let clock = Date.parse('2026-01-01T00:00:00Z')

beforeAll(async () => {
  relay = await startFarcasterRelay({ signInUrl: SIGN_IN_URL, authKey: 'dev-key', now: () => clock })
})
afterAll(async () => {
  await relay?.stop()
})

const wallet = () =>
  createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:1' }) })

async function call(
  path: string,
  init: { method?: string; token?: string; key?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.key) headers['x-farcaster-auth-relay-key'] = init.key
  const body: string | undefined =
    typeof init.body === 'string' || init.body === undefined ? init.body : JSON.stringify(init.body)
  const response = await fetch(`${relay.url}${path}`, { method: init.method ?? 'GET', headers, body })
  return { status: response.status, headers: response.headers, data: await response.json().catch(() => null) }
}

async function channel(extra: Record<string, unknown> = {}) {
  const answer = await call('/v1/channel', {
    method: 'POST',
    body: { siweUri: SIWE_URI, domain: DOMAIN, ...extra },
  })
  expect(answer.status).toBe(201)
  return answer.data as { channelToken: string; url: string; nonce: string }
}

/** A signed authenticate body for `user`, with the message's fields overridable. */
async function signed(user = alice, overrides: { domain?: string; nonce: string; signer?: typeof alice }) {
  const built = wallet().buildSignInMessage({
    address: user.custodyAddress,
    fid: user.fid,
    uri: SIWE_URI,
    domain: overrides.domain ?? DOMAIN,
    nonce: overrides.nonce,
  })
  const signer = privateKeyToAccount((overrides.signer ?? user).custodyPrivateKey)
  const signature = await signer.signMessage({ message: built.message! })
  return { message: built.message!, signature, fid: user.fid, username: user.username }
}

describe('startFarcasterRelay', () => {
  test('default: a channel answers its token, nonce and sign-in link; its status is pending', async () => {
    const created = await channel({ requestId: 'r-1', expirationTime: '2026-01-02T00:00:00.000Z' })
    const url = new URL(created.url)
    expect(`${url.origin}${url.pathname}`).toBe(SIGN_IN_URL)
    expect([...url.searchParams.keys()]).toEqual([
      'channelToken',
      'nonce',
      'siweUri',
      'domain',
      'expirationTime',
      'requestId',
    ])
    expect(url.searchParams.get('channelToken')).toBe(created.channelToken)
    expect(url.searchParams.get('nonce')).toBe(created.nonce)
    expect(created.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const status = await call('/v1/channel/status', { token: created.channelToken })
    expect(status.status).toBe(202)
    expect(status.data).toMatchObject({
      state: 'pending',
      nonce: created.nonce,
      url: created.url,
      signatureParams: { siweUri: SIWE_URI, domain: DOMAIN, nonce: created.nonce, requestId: 'r-1' },
      acceptAuthAddress: false,
    })
  })

  test('behavior: the nonce asked for is kept', async () => {
    expect((await channel({ nonce: 'abcdef123456' })).nonce).toBe('abcdef123456')
  })

  test('behavior: CORS is open and preflights are answered', async () => {
    const preflight = await fetch(`${relay.url}/v1/channel/authenticate`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-farcaster-auth-relay-key')
    const created = await call('/v1/channel', { method: 'POST', body: { siweUri: SIWE_URI, domain: DOMAIN } })
    expect(created.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('behavior: authenticate completes the channel once', async () => {
    const { channelToken, nonce } = await channel()
    const body = await signed(alice, { nonce })
    const done = await call('/v1/channel/authenticate', {
      method: 'POST',
      token: channelToken,
      key: 'dev-key',
      body,
    })
    expect(done.status).toBe(201)
    expect(done.data).toMatchObject({ state: 'completed', fid: alice.fid, custody: alice.custodyAddress })
    const status = await call('/v1/channel/status', { token: channelToken })
    expect(status.status).toBe(200)
    expect(status.data).toMatchObject({ state: 'completed', message: body.message, verifications: [] })
    const again = await call('/v1/channel/authenticate', {
      method: 'POST',
      token: channelToken,
      key: 'dev-key',
      body,
    })
    expect(again.status).toBe(409)
  })

  test('error: authenticate without the relay key, or with another, is 401', async () => {
    const { channelToken, nonce } = await channel()
    const body = await signed(alice, { nonce })
    for (const key of [undefined, 'wrong-key']) {
      const answer = await call('/v1/channel/authenticate', {
        method: 'POST',
        token: channelToken,
        key,
        body,
      })
      expect(answer.status).toBe(401)
      expect(answer.data.error).toMatch(/X-Farcaster-Auth-Relay-Key/)
    }
  })

  test('error: a message for another nonce, domain or fid, or signed by another key, is 400', async () => {
    const { channelToken, nonce } = await channel()
    const post = (body: unknown) =>
      call('/v1/channel/authenticate', { method: 'POST', token: channelToken, key: 'dev-key', body })
    const otherNonce = await post(await signed(alice, { nonce: 'zzzzzzzz1234' }))
    expect(otherNonce).toMatchObject({ status: 400, data: { error: expect.stringMatching(/nonce/) } })
    const otherDomain = await post(await signed(alice, { nonce, domain: 'evil.example' }))
    expect(otherDomain).toMatchObject({ status: 400, data: { error: expect.stringMatching(/domain/) } })
    const otherFid = await post({ ...(await signed(alice, { nonce })), fid: bob.fid })
    expect(otherFid).toMatchObject({ status: 400, data: { error: expect.stringMatching(/fid/) } })
    const otherSigner = await post(await signed(alice, { nonce, signer: bob }))
    expect(otherSigner).toMatchObject({ status: 400, data: { error: expect.stringMatching(/signature/) } })
    const notSiwe = await post({ message: 'hello', signature: '0x00', fid: alice.fid })
    expect(notSiwe).toMatchObject({ status: 400, data: { error: expect.stringMatching(/Farcaster/) } })
    expect((await call('/v1/channel/status', { token: channelToken })).status).toBe(202)
  })

  test('error: garbage JSON or an invalid body is 400, never 500', async () => {
    const garbage = await call('/v1/channel', { method: 'POST', body: '{not json' })
    expect(garbage).toMatchObject({ status: 400, data: { error: 'The body is not JSON' } })
    const missing = await call('/v1/channel', { method: 'POST', body: { domain: DOMAIN } })
    expect(missing).toMatchObject({
      status: 400,
      data: { error: expect.stringMatching(/^Invalid request: siweUri/) },
    })
    for (const body of [null, [], 'x', 42, { siweUri: 'not a url', domain: DOMAIN }]) {
      expect((await call('/v1/channel', { method: 'POST', body: JSON.stringify(body) })).status).toBe(400)
    }
    const { channelToken } = await channel()
    const auth = await call('/v1/channel/authenticate', {
      method: 'POST',
      token: channelToken,
      key: 'dev-key',
      body: '][',
    })
    expect(auth.status).toBe(400)
  })

  test('error: an unknown token is 401; so is an expired channel, on the relay clock', async () => {
    expect((await call('/v1/channel/status', { token: 'nope' })).status).toBe(401)
    expect((await call('/v1/channel/status')).status).toBe(401)
    const { channelToken } = await channel()
    clock += 299_000
    expect((await call('/v1/channel/status', { token: channelToken })).status).toBe(202)
    clock += 1_000
    const expired = await call('/v1/channel/status', { token: channelToken })
    expect(expired).toMatchObject({ status: 401, data: { error: 'No such channel, or it expired' } })
  })

  test('error: other paths are 404 and other methods 405', async () => {
    expect((await call('/v2/channel')).status).toBe(404)
    expect((await call('/v1/channel')).status).toBe(405)
    expect((await call('/healthcheck')).data).toEqual({ status: 'OK' })
  })
})
