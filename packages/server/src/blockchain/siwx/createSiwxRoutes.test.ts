import { createHash } from 'node:crypto'
import { formatSiwxMessage, type SiwxMessageInput as SiwxMessageData } from '@foyer/protocol'
import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  type KeyPairSigner,
  signBytes,
} from '@solana/kit'
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

  test('behavior: the URI must use the scheme of its site and of the page that sent it', async () => {
    const open = 'projectId=open&st=foyer&sv=0.1.0'
    const sign = async (uri: string, sdk: string) => {
      const { body } = await call('GET', '/v1/siwx/nonce', undefined, undefined, { sdk })
      const message = formatSiwxMessage({
        domain: 'harbor.example',
        accountAddress: alice.address,
        chainId: 'eip155:31337',
        uri,
        version: '1',
        nonce: body.nonce as string,
        issuedAt: new Date(clock).toISOString(),
      })
      return { message, signature: await alice.signMessage({ message }) }
    }
    // A project open to every origin: the sending page's scheme decides.
    for (const [uri, origin] of [
      ['http://harbor.example', 'https://harbor.example'],
      ['https://harbor.example/login', 'http://harbor.example'],
    ] as const) {
      const refused = await call('POST', '/v1/siwx/verify', await sign(uri, open), undefined, {
        sdk: open,
        origin,
      })
      expect(refused, uri).toMatchObject({
        status: 400,
        body: {
          code: 'SIWX_SCHEME',
          message: `The URI of this sign-in message (${uri}) does not use the scheme of the page that sent it (${origin})`,
        },
      })
    }
    expect(
      (
        await call('POST', '/v1/siwx/verify', await sign('http://harbor.example', open), undefined, {
          sdk: open,
          origin: 'http://harbor.example',
        })
      ).status,
    ).toBe(200)
    // A project of exact origins: its https site does not take an http URI, with or without a page.
    expect(await call('POST', '/v1/siwx/verify', await sign('http://harbor.example', bed.sdk))).toMatchObject(
      {
        status: 400,
        body: { code: 'SIWX_URI' },
      },
    )
    // A garbage Origin header is a 400 too, never a 500.
    expect(
      await call('POST', '/v1/siwx/verify', await sign('https://harbor.example', bed.sdk), undefined, {
        origin: 'not an origin',
      }),
    ).toMatchObject({ status: 400, body: { code: 'SIWX_ORIGIN' } })
  })

  test('behavior: session tokens are stored only as their SHA-256', async () => {
    const { body } = await call('POST', '/v1/siwx/verify', await signedMessage())
    const token = body.token as string
    const { rows } = await bed.db.query<{ token: string }>('select token from siwx_sessions')
    const stored = rows.map((row) => row.token)
    expect(stored.join()).not.toContain(token)
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'))
    const query = `/v1/siwx/sessions?chainId=eip155:31337&address=${alice.address}`
    expect(((await call('GET', query, undefined, token)).body.sessions as unknown[]).length).toBeGreaterThan(
      0,
    )
    // The stored hash is no token.
    const hash = createHash('sha256').update(token).digest('hex')
    expect((await call('GET', query, undefined, hash)).body).toEqual({ sessions: [] })
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

describe('SIWX backend, Solana (CAIP-122: Sign-In With Solana, Ed25519)', () => {
  const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  let solanaBed: BlockchainTestbed
  let signer: KeyPairSigner
  let intruder: KeyPairSigner

  beforeAll(async () => {
    solanaBed = await startBlockchainTestbed({
      deploy: false,
      overrides: {
        now: () => clock,
        // The sign-in needs no RPC: an unreachable one shows that nothing asks it.
        chains: [{ caipNetworkId: solana, name: 'Solana', rpcUrl: 'http://127.0.0.1:9' }],
      },
    })
    signer = await generateKeyPairSigner()
    intruder = await generateKeyPairSigner()
  }, 60_000)
  afterAll(() => solanaBed?.stop())

  const post = async (path: string, body?: unknown, token?: string, method = 'POST') => {
    const response = await solanaBed.app.request(`${path}${path.includes('?') ? '&' : '?'}${solanaBed.sdk}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-siwx-token': token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const sign = async (message: string, by = signer) =>
    getBase58Decoder().decode(await signBytes(by.keyPair.privateKey, new TextEncoder().encode(message)))

  async function solanaMessage(overrides: Partial<SiwxMessageData> = {}, by = signer) {
    const { body } = await post('/v1/siwx/nonce', undefined, undefined, 'GET')
    const fields: SiwxMessageData = {
      domain: 'harbor.example',
      accountAddress: signer.address,
      chainId: solana,
      uri: 'https://harbor.example',
      version: '1',
      nonce: body.nonce as string,
      statement: 'Sign in to Harbor Exchange.',
      issuedAt: new Date(clock).toISOString(),
      expirationTime: new Date(clock + 3_600_000).toISOString(),
      ...overrides,
    }
    // A field left out is absent, as the server reads it back from the message.
    const data = JSON.parse(JSON.stringify(fields)) as SiwxMessageData
    const message = formatSiwxMessage(data)
    return { data, message, signature: await sign(message, by) }
  }

  test('default: a message signed by the Solana account → token → its sessions (base58 kept as it is) → revoke', async () => {
    const { data, message, signature } = await solanaMessage({ statement: undefined })
    expect(message.split('\n').slice(0, 4)).toEqual([
      'harbor.example wants you to sign in with your Solana account:',
      signer.address,
      '',
      'URI: https://harbor.example',
    ])
    const verified = await post('/v1/siwx/verify', { message, signature })
    expect(verified).toMatchObject({ status: 200, body: { session: { data, message, signature } } })
    const token = verified.body.token as string
    const query = `/v1/siwx/sessions?chainId=${solana}&address=${signer.address}`
    expect((await post(query, undefined, token, 'GET')).body).toEqual({
      sessions: [{ data, message, signature }],
    })
    // Base58 is case-sensitive: the same letters in another case are another (or no) account.
    const swapped = signer.address.replace(/[a-z]/, (letter) => letter.toUpperCase())
    const other = await post(query.replace(signer.address, swapped), undefined, token, 'GET')
    expect(other.body.sessions ?? other.body.code).not.toEqual([{ data, message, signature }])
    expect(
      await post(
        query.replace(signer.address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
        undefined,
        token,
        'GET',
      ),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('must be a base58 Solana address') },
    })
    expect((await post(query, undefined, token, 'DELETE')).body).toEqual({ ok: true })
    expect((await post(query, undefined, token, 'GET')).body).toEqual({ sessions: [] })
  })

  test('behavior: another key’s signature is a 401, a message for another site or expired a 400, each saying why; the nonce stays usable', async () => {
    const forged = await solanaMessage({}, intruder)
    expect(await post('/v1/siwx/verify', forged)).toMatchObject({
      status: 401,
      body: { code: 'SIWX_BADSIGNATURE', message: 'The signature does not match the address that signs in' },
    })
    // The intruder signs a message naming its own address, then claims it for the signer's.
    const claimed = await solanaMessage({ accountAddress: intruder.address }, intruder)
    const relabelled = claimed.message.replace(intruder.address, signer.address)
    expect(
      await post('/v1/siwx/verify', { message: relabelled, signature: claimed.signature }),
    ).toMatchObject({
      status: 401,
      body: { code: 'SIWX_BADSIGNATURE' },
    })

    const phished = await solanaMessage({ domain: 'evil.example', uri: 'https://evil.example' })
    expect(await post('/v1/siwx/verify', phished)).toMatchObject({
      status: 400,
      body: {
        code: 'SIWX_DOMAIN',
        message: 'This sign-in message was made for evil.example, which is not a site of this project',
      },
    })
    const elsewhere = await solanaMessage({ uri: 'https://evil.example/login' })
    expect(await post('/v1/siwx/verify', elsewhere)).toMatchObject({
      status: 400,
      body: { code: 'SIWX_URI' },
    })
    const expired = await solanaMessage({ expirationTime: new Date(clock - 1000).toISOString() })
    expect(await post('/v1/siwx/verify', expired)).toMatchObject({
      status: 400,
      body: { code: 'SIWX_EXPIRED', message: 'This sign-in message has expired' },
    })
    const otherNetwork = await solanaMessage({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    expect(await post('/v1/siwx/verify', otherNetwork)).toMatchObject({
      status: 400,
      body: { code: 'CHAIN_NOT_SUPPORTED' },
    })

    const hexSigned = await solanaMessage()
    const hex = `0x${Buffer.from(getBase58Encoder().encode(hexSigned.signature)).toString('hex')}`
    expect(await post('/v1/siwx/verify', { ...hexSigned, signature: hex })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('signature: must be a base58 Solana signature (64 bytes)') },
    })
    // Every refusal left its nonce usable: the right signature still signs in with it.
    const { status } = await post('/v1/siwx/verify', {
      message: hexSigned.message,
      signature: hexSigned.signature,
    })
    expect(status).toBe(200)
    expect((await post('/v1/siwx/verify', { ...forged, signature: await sign(forged.message) })).status).toBe(
      200,
    )
  })
})
