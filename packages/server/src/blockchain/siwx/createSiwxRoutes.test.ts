import { formatSiwxMessage, type SiwxMessageData } from '@foyer/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BlockchainTestbed, startBlockchainTestbed } from '../test/startBlockchainTestbed.js'

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
let clock = Date.parse('2026-11-23T08:00:00Z')
let bed: BlockchainTestbed

beforeAll(async () => {
  bed = await startBlockchainTestbed({ deploy: false, overrides: { now: () => clock } })
}, 60_000)
afterAll(() => bed?.stop())

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await bed.app.request(`${path}${path.includes('?') ? '&' : '?'}${bed.sdk}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-siwx-token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function signedMessage(overrides: Partial<SiwxMessageData> = {}, signer = alice) {
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
  const message = formatSiwxMessage(data)
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
})
