import { randomBytes } from 'node:crypto'
import { type IdentityProviders, startIdentityProviders } from '@foyer/devnet/identity'
import { ristretto255_oprf } from '@noble/curves/ed25519.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RECOVERY_MAX_TRIES } from './recovery.js'
import { CALLBACK_URL, type SocialTestbed, startSocialTestbed } from './social/test/startSocialTestbed.js'

// The email login's routes for an account a social login made, which has no email address (X's alice:
// X verifies none): the session answers `email: null`, nothing is mailed to no address.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AUTH_SHARE = Buffer.from(Array.from({ length: 33 }, (_, i) => i + 1)).toString('base64')
const ENVELOPE = Buffer.from('version 2 | iv | sealed recovery share + tag').toString('base64')
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe('an account without an email address', () => {
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

  const signIn = async (provider: 'x' | 'github', device: string) => {
    const { state } = await bed.login(provider, { device })
    const finished = await bed.finish(state, device)
    expect(finished.status).toBe(200)
    return { token: (finished.body as { sessionToken: string }).sessionToken, device }
  }

  test('default: GET /session answers email null and the provider’s name', async () => {
    const session = await bed.call('GET', '/session', await signIn('x', 'x-device-a-0123456789'))
    expect(session.status).toBe(200)
    expect(session.body.user).toEqual({
      id: expect.any(String),
      email: null,
      address: null,
      username: 'alice_liddell',
    })
  })

  test('behavior: POST /email/update is refused with 409 EMAIL_NOT_SET, nothing mailed', async () => {
    const auth = await signIn('x', 'x-device-b-0123456789')
    const answer = await bed.call('POST', '/email/update', {
      ...auth,
      body: { newEmail: 'alice@new.example' },
    })
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'EMAIL_NOT_SET',
        message: 'This account signs in without an email address: it has none to change',
      },
    })
  })

  test('behavior: the recovery lock holds without a mail to send', async () => {
    const first = await signIn('x', 'x-device-c-0123456789')
    const put = await bed.call('PUT', '/wallet', {
      ...first,
      body: {
        address: ADDRESS,
        authShare: AUTH_SHARE,
        recoveryShare: ENVELOPE,
        recovery: {
          salt: b64(randomBytes(16)),
          kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
          verifier: b64(randomBytes(32)),
        },
      },
    })
    expect(put.status).toBe(204)
    const second = await signIn('x', 'x-device-d-0123456789')
    let last: Awaited<ReturnType<SocialTestbed['call']>> | undefined
    for (let tryNumber = 1; tryNumber <= RECOVERY_MAX_TRIES; tryNumber++) {
      const { blinded } = ristretto255_oprf.oprf.blind(randomBytes(32))
      await bed.call('POST', '/recovery/evaluate', { ...second, body: { blinded: b64(blinded) } })
      last = await bed.call('POST', '/recovery/open', { ...second, body: { verifier: b64(randomBytes(32)) } })
    }
    expect(last).toMatchObject({ status: 423, body: { code: 'RECOVERY_LOCKED' } })
    expect(bed.logs.filter((entry) => entry.level === 'error')).toEqual([])
    expect(bed.logs).toContainEqual(
      expect.objectContaining({
        level: 'info',
        message: 'The recovery of an account without an email address locked: no mail to send',
      }),
    )
  })
})
