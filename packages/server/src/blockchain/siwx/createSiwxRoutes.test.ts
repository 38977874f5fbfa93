import { formatSiwxMessage, type SiwxMessageData } from '@foyer/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  malformedSiwxMessages,
  wellFormedSiwxData,
} from '../../../../core/src/kernel/siwx/malformedSiwxMessages.fixture.js'
import { type BlockchainTestbed, startBlockchainTestbed } from '../test/startBlockchainTestbed.js'

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
let clock = Date.parse('2026-11-23T08:00:00Z')
let bed: BlockchainTestbed

beforeAll(async () => {
  bed = await startBlockchainTestbed({ deploy: false, overrides: { now: () => clock } })
}, 60_000)
afterAll(() => bed?.stop())

const call = async (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  { sdk = bed.sdk, origin }: { sdk?: string; origin?: string } = {},
) => {
  const response = await bed.app.request(`${path}${path.includes('?') ? '&' : '?'}${sdk}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-siwx-token': token } : {}),
      ...(origin ? { origin } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function signedMessage(
  overrides: Partial<SiwxMessageData> = {},
  signer = alice,
  edit: (message: string) => string = (message) => message,
) {
  const { body } = await call('GET', '/v1/siwx/nonce')
  const data: SiwxMessageData = {
    domain: 'harbor.example',
    accountAddress: alice.address,
    chainId: 'eip155:31337',
    uri: 'https://harbor.example',
    version: '1',
    nonce: body.nonce as string,
    issuedAt: new Date(clock).toISOString(),
    expirationTime: new Date(clock + 3_600_000).toISOString(),
    ...overrides,
  }
  const message = edit(formatSiwxMessage(data))
  return { data, message, signature: await signer.signMessage({ message }) }
}

describe('SIWX backend', () => {
  test('default: nonce → signed message → token → sessions → revoke', async () => {
    const { data, message, signature } = await signedMessage()
    expect(data.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    const verified = await call('POST', '/v1/siwx/verify', { message, signature })
    expect(verified.status).toBe(200)
    const token = verified.body.token as string
    expect(verified.body.session).toEqual({ data, message, signature })

    const query = `/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`
    expect((await call('GET', query, undefined, token)).body).toEqual({
      sessions: [{ data, message, signature }],
    })
    expect((await call('GET', query.replace('31337', '31338'), undefined, token)).body).toMatchObject({
      message: 'Chain is not supported',
    })
    expect((await call('GET', query, undefined, 'someone-else')).body).toEqual({ sessions: [] })
    expect((await call('GET', query)).status).toBe(401)

    expect((await call('DELETE', query, undefined, token)).body).toEqual({ ok: true })
    expect((await call('GET', query, undefined, token)).body).toEqual({ sessions: [] })
  })

  test('behavior: a nonce serves once', async () => {
    const signed = await signedMessage()
    expect((await call('POST', '/v1/siwx/verify', signed)).status).toBe(200)
    const again = await call('POST', '/v1/siwx/verify', signed)
    expect(again).toMatchObject({ status: 400, body: { code: 'SIWX_NONCE' } })
    const invented = await signedMessage({ nonce: 'abcdefgh12345678' })
    expect((await call('POST', '/v1/siwx/verify', invented)).body).toMatchObject({ code: 'SIWX_NONCE' })
  })

  test('behavior: another key signing is a 401; the nonce stays usable for the real signer', async () => {
    const forged = await signedMessage({}, mallory)
    expect(await call('POST', '/v1/siwx/verify', forged)).toMatchObject({
      status: 401,
      body: { message: 'The signature does not match the address that signs in' },
    })
    const real = { ...forged, signature: await alice.signMessage({ message: forged.message }) }
    expect((await call('POST', '/v1/siwx/verify', real)).status).toBe(200)
  })

  test('behavior: expired, not yet valid, unsupported chain and garbage are refused with a reason', async () => {
    const past = await signedMessage({ expirationTime: new Date(clock - 1000).toISOString() })
    expect((await call('POST', '/v1/siwx/verify', past)).body).toMatchObject({ code: 'SIWX_EXPIRED' })
    const future = await signedMessage({ notBefore: new Date(clock + 60_000).toISOString() })
    expect((await call('POST', '/v1/siwx/verify', future)).body).toMatchObject({ code: 'SIWX_NOTYETVALID' })
    const elsewhere = await signedMessage({ chainId: 'eip155:10' })
    expect((await call('POST', '/v1/siwx/verify', elsewhere)).body).toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
    const garbage = await call('POST', '/v1/siwx/verify', { message: 'hello', signature: '0x1234' })
    expect(garbage).toMatchObject({ status: 400, body: { code: 'SIWX_INVALIDMESSAGE' } })
    expect((await call('POST', '/v1/siwx/verify', { message: 'x' })).status).toBe(400)
  })

  test('behavior: a session past its expiration time is no longer listed', async () => {
    const signed = await signedMessage({ expirationTime: new Date(clock + 60_000).toISOString() })
    const { body } = await call('POST', '/v1/siwx/verify', signed)
    const query = `/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`
    expect((await call('GET', query, undefined, body.token as string)).body.sessions).toHaveLength(1)
    clock += 61_000
    expect((await call('GET', query, undefined, body.token as string)).body.sessions).toEqual([])
  })

  /** Posts a refused message, then shows its nonce still serves a good message signed with it. */
  async function expectRefusedNonceKept(
    signed: { data: SiwxMessageData; message: string; signature: string },
    expected: Record<string, unknown>,
    options: { origin?: string } = {},
  ) {
    const refused = await call('POST', '/v1/siwx/verify', signed, undefined, options)
    expect(refused).toMatchObject({ status: 400, body: expected })
    const { notBefore: _, ...rest } = signed.data
    const good = formatSiwxMessage({
      ...rest,
      domain: 'harbor.example',
      uri: 'https://harbor.example',
      issuedAt: new Date(clock).toISOString(),
      expirationTime: new Date(clock + 3_600_000).toISOString(),
    })
    const retried = await call('POST', '/v1/siwx/verify', {
      message: good,
      signature: await alice.signMessage({ message: good }),
    })
    expect(retried.status).toBe(200)
  }

  test('behavior: a message made for another site is refused (EIP-4361 domain binding), the nonce kept', async () => {
    const phished = await signedMessage({ domain: 'evil.example', uri: 'https://evil.example' })
    await expectRefusedNonceKept(phished, {
      code: 'SIWX_DOMAIN',
      message: 'This sign-in message was made for evil.example, which is not a site of this project',
    })
    const elsewhere = await signedMessage({ uri: 'https://evil.example/login' })
    await expectRefusedNonceKept(elsewhere, { code: 'SIWX_URI' })
    const notAUri = await signedMessage({ uri: 'not a uri' })
    await expectRefusedNonceKept(notAUri, { code: 'SIWX_INVALIDMESSAGE' })
    // A page of another site of the project (or any other page) cannot post this site's message.
    const relayed = await signedMessage()
    await expectRefusedNonceKept(relayed, { code: 'SIWX_ORIGIN' }, { origin: 'https://other.example' })
    const fromItsPage = await signedMessage()
    expect(
      (await call('POST', '/v1/siwx/verify', fromItsPage, undefined, { origin: 'https://harbor.example' }))
        .status,
    ).toBe(200)
  })

  test("behavior: one project's nonce and session never serve another project", async () => {
    const other = 'projectId=other&st=foyer&sv=0.1.0'
    const { body } = await call('GET', '/v1/siwx/nonce')
    const data: SiwxMessageData = {
      domain: 'other.example',
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      uri: 'https://other.example',
      version: '1',
      nonce: body.nonce as string,
      issuedAt: new Date(clock).toISOString(),
    }
    const message = formatSiwxMessage(data)
    const signature = await alice.signMessage({ message })
    expect(
      await call('POST', '/v1/siwx/verify', { message, signature }, undefined, { sdk: other }),
    ).toMatchObject({
      status: 400,
      body: { code: 'SIWX_NONCE' },
    })

    const signed = await signedMessage()
    const { body: session } = await call('POST', '/v1/siwx/verify', signed)
    const query = `/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`
    const token = session.token as string
    expect((await call('GET', query, undefined, token, { sdk: other })).body).toEqual({ sessions: [] })
    await call('DELETE', query, undefined, token, { sdk: other })
    expect((await call('GET', query, undefined, token)).body.sessions).toHaveLength(1)
  })

  test('behavior: times that are not dates, a missing or future Issued At are a 400 that keeps the nonce', async () => {
    const replace = (label: string, value: string) => (message: string) =>
      message.replace(new RegExp(`^${label}: .*$`, 'm'), `${label}: ${value}`)
    const cases: [Partial<SiwxMessageData>, (message: string) => string, string][] = [
      [{}, replace('Expiration Time', 'not-a-date'), 'SIWX_INVALIDMESSAGE'],
      [{ notBefore: new Date(clock).toISOString() }, replace('Not Before', 'later'), 'SIWX_INVALIDMESSAGE'],
      [{}, replace('Issued At', '2026-11-23 08:00:00'), 'SIWX_INVALIDMESSAGE'],
      [{}, (message) => message.replace(/^Issued At: .*\n/m, ''), 'SIWX_INVALIDMESSAGE'],
      [{ issuedAt: new Date(clock + 3_600_000).toISOString() }, (message) => message, 'SIWX_ISSUEDINFUTURE'],
      [
        { issuedAt: new Date(clock - 86_400_000).toISOString() },
        (message) => message,
        'SIWX_ISSUEDTOOLONGAGO',
      ],
    ]
    for (const [overrides, edit, code] of cases) {
      const signed = await signedMessage(overrides, alice, edit)
      await expectRefusedNonceKept(signed, { code })
    }
  })

  test('behavior: a session lasts 7 days at most, also when the message has no expiry', async () => {
    const signed = await signedMessage({ expirationTime: undefined })
    const { body } = await call('POST', '/v1/siwx/verify', signed)
    const query = `/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`
    const token = body.token as string
    const started = clock
    clock = started + 7 * 86_400_000 - 1000
    expect((await call('GET', query, undefined, token)).body.sessions).toHaveLength(1)
    clock = started + 7 * 86_400_000
    expect((await call('GET', query, undefined, token)).body.sessions).toEqual([])
  })

  test('behavior: nonces are limited per client and project (a database row each)', async () => {
    clock = Math.ceil(clock / 60_000) * 60_000 + 60_000
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await call('GET', '/v1/siwx/nonce')).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    const limited = await call('GET', '/v1/siwx/nonce')
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
    expect(
      (
        await call('GET', '/v1/siwx/nonce', undefined, undefined, {
          sdk: 'projectId=other&st=foyer&sv=0.1.0',
        })
      ).status,
    ).toBe(200)
    clock += 60_000
    expect((await call('GET', '/v1/siwx/nonce')).status).toBe(200)
  })

  test('behavior: every malformed message of the EIP-4361 table is a 400 that keeps the nonce', async () => {
    for (const { reason, message } of malformedSiwxMessages) {
      const { body } = await call('GET', '/v1/siwx/nonce')
      const nonce = body.nonce as string
      const text = message.replace('Nonce: abcdefgh12345678', `Nonce: ${nonce}`)
      const refused = await call('POST', '/v1/siwx/verify', {
        message: text,
        signature: await alice.signMessage({ message: text }),
      })
      expect(refused.status, reason).toBe(400)
      const good = formatSiwxMessage({
        ...wellFormedSiwxData,
        nonce,
        issuedAt: new Date(clock).toISOString(),
        expirationTime: new Date(clock + 60_000).toISOString(),
      })
      const kept = await call('POST', '/v1/siwx/verify', {
        message: good,
        signature: await alice.signMessage({ message: good }),
      })
      expect(kept.status, reason).toBe(200)
    }
  })
})
