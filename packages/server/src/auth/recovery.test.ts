import { randomBytes } from 'node:crypto'
import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { ristretto255_oprf } from '@noble/curves/ed25519.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RECOVERY_LOCK_MS, RECOVERY_MAX_TRIES } from './recovery.js'
import { type AuthTestbed, startAuthTestbed } from './test/startAuthTestbed.js'

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher()
})
afterAll(() => catcher?.stop())

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AUTH_SHARE = Buffer.from(Array.from({ length: 33 }, (_, i) => i + 1)).toString('base64')
const ENVELOPE = Buffer.from('version 2 | iv | sealed recovery share + tag').toString('base64')
const KDF = { memoryKiB: 65536, passes: 3, parallelism: 1 }
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const oprf = ristretto255_oprf.oprf

describe.each(['pglite', 'postgres'] as const)('recovery password on %s', (kind) => {
  let bed: AuthTestbed
  beforeAll(async () => {
    bed = await startAuthTestbed({ kind, catcher })
  }, 60_000)
  afterAll(() => bed?.stop())

  let counter = 0
  const newEmail = (label: string) => `${label}-${kind}-${++counter}@example.com`
  const signIn = async (email: string, device: string) => {
    bed.clock.now += 30_000
    await bed.call('POST', '/email/otp', { body: { email, deviceId: device } })
    const otp = await bed.codeFor(email)
    const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId: device, otp } })
    expect(verified.status).toBe(200)
    const { sessionToken: token, user } = verified.body as { sessionToken: string; user: { id: string } }
    return { token, device, userId: user.id }
  }
  type Auth = Awaited<ReturnType<typeof signIn>>
  /** The client's OPRF of `input` through the server: the output (rwd). */
  const evaluate = async (auth: Auth, input: Uint8Array) => {
    const { blind, blinded } = oprf.blind(input)
    const answer = await bed.call('POST', '/recovery/evaluate', { ...auth, body: { blinded: b64(blinded) } })
    if (answer.status !== 200) return answer
    const evaluated = new Uint8Array(Buffer.from(answer.body.evaluated as string, 'base64'))
    return { ...answer, output: b64(oprf.finalize(input, blind, evaluated)) }
  }
  const open = (auth: Auth, verifier: Uint8Array) =>
    bed.call('POST', '/recovery/open', { ...auth, body: { verifier: b64(verifier) } })

  /** An account with a wallet made on device A, and a session of the mailbox holder on new device B. */
  const walletAndNewDevice = async (label: string) => {
    const email = newEmail(label)
    const first = await signIn(email, `${label}-device-a-0123456789`)
    const verifier = randomBytes(32)
    const salt = randomBytes(16)
    const put = await bed.call('PUT', '/wallet', {
      ...first,
      body: {
        address: ADDRESS,
        authShare: AUTH_SHARE,
        recoveryShare: ENVELOPE,
        recovery: { salt: b64(salt), kdf: KDF, verifier: b64(verifier) },
      },
    })
    expect(put.status).toBe(204)
    const second = await signIn(email, `${label}-device-b-0123456789`)
    return { email, first, second, verifier, salt }
  }

  test("default: the password's check answers the envelope; GET /wallet never does", async () => {
    const { first, second, verifier, salt } = await walletAndNewDevice('open')
    const wallet = await bed.call('GET', '/wallet', second)
    expect(wallet.body).toEqual({ address: ADDRESS, authShare: AUTH_SHARE })
    expect(wallet.text).not.toContain(ENVELOPE)
    expect((await bed.call('GET', '/recovery', second)).body).toEqual({
      salt: b64(salt),
      kdf: KDF,
      triesLeft: 10,
    })
    const evaluated = await evaluate(second, randomBytes(32))
    expect(evaluated).toMatchObject({ status: 200, body: { triesLeft: 9 } })
    expect(await open(second, verifier)).toMatchObject({ status: 200, body: { recoveryShare: ENVELOPE } })
    // A right password resets the count.
    expect((await bed.call('GET', '/recovery', second)).body).toMatchObject({ triesLeft: 10 })
    // The first device is not concerned: its session reads the wallet as before.
    expect((await bed.call('GET', '/wallet', first)).status).toBe(200)
  })

  test("behavior: the OPRF is the account's own and the same each time; the setup evaluation is not counted", async () => {
    const email = newEmail('oprf')
    const auth = await signIn(email, 'oprf-device-a-0123456789')
    const input = randomBytes(32)
    const once = await evaluate(auth, input)
    const twice = await evaluate(auth, input)
    expect(once).toMatchObject({ status: 200 })
    expect(once.body).not.toHaveProperty('triesLeft')
    expect((once as { output: string }).output).toBe((twice as { output: string }).output)
    const other = await evaluate(await signIn(newEmail('oprf-other'), 'oprf-device-b-0123456789'), input)
    expect((other as { output: string }).output).not.toBe((once as { output: string }).output)
    // Not a group element: refused.
    const bad = await bed.call('POST', '/recovery/evaluate', {
      ...auth,
      body: { blinded: b64(new Uint8Array(32).fill(0xff)) },
    })
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
  })

  test('behavior: 10 wrong tries lock recovery for 24 hours, mail the owner, and never answer the envelope', async () => {
    const account = await walletAndNewDevice('lock')
    const { email, verifier } = account
    let { second } = account
    // No check without a counted evaluation first.
    expect(await open(second, verifier)).toMatchObject({
      status: 409,
      body: { code: 'RECOVERY_TRY_MISSING' },
    })
    const wrong = randomBytes(32)
    for (let tryNumber = 1; tryNumber < RECOVERY_MAX_TRIES; tryNumber++) {
      await evaluate(second, randomBytes(32))
      const answer = await open(second, wrong)
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'RECOVERY_PASSWORD_INVALID', triesLeft: RECOVERY_MAX_TRIES - tryNumber },
      })
      expect(answer.text).not.toContain(ENVELOPE)
    }
    await evaluate(second, randomBytes(32))
    const last = await open(second, wrong)
    expect(last).toMatchObject({
      status: 423,
      body: { code: 'RECOVERY_LOCKED', retryAfter: 86_400, triesLeft: 0 },
    })
    expect(last.headers.get('retry-after')).toBe('86400')
    const mail = await catcher.waitFor(email)
    expect(mail.subject).toBe('Wallet recovery locked')
    expect(mail.text).toContain('10 times')

    // Locked: no evaluation, no parameters, and the right verifier alone opens nothing.
    for (const answer of [
      await bed.call('GET', '/recovery', second),
      await bed.call('POST', '/recovery/evaluate', {
        ...second,
        body: { blinded: b64(oprf.blind(randomBytes(32)).blinded) },
      }),
    ])
      expect(answer).toMatchObject({ status: 423, body: { code: 'RECOVERY_LOCKED' } })
    expect(await open(second, verifier)).toMatchObject({
      status: 409,
      body: { code: 'RECOVERY_TRY_MISSING' },
    })
    // From another new device, the same: the count is the account's.
    const third = await signIn(email, 'lock-device-c-0123456789')
    expect((await bed.call('GET', '/recovery', third)).status).toBe(423)
    // One mail per lock, however often the lock answers.
    const lockMails = catcher
      .messages()
      .filter((m) => m.to.includes(email) && m.subject === 'Wallet recovery locked')
    expect(lockMails).toHaveLength(1)

    // 24 hours after the tenth try the account has 10 tries again, and the right password works.
    // (Sessions last 24 hours in the testbed: the person signs in again on the same device.)
    const lockedAt = bed.clock.now - 30_000 // before the third device's sign-in
    bed.clock.now = lockedAt + RECOVERY_LOCK_MS - 60_000
    second = await signIn(email, second.device)
    expect((await bed.call('GET', '/recovery', second)).body).toMatchObject({
      code: 'RECOVERY_LOCKED',
      retryAfter: 30,
    })
    bed.clock.now += 30_000
    expect((await bed.call('GET', '/recovery', second)).body).toMatchObject({ triesLeft: 10 })
    await evaluate(second, randomBytes(32))
    expect(await open(second, verifier)).toMatchObject({ status: 200, body: { recoveryShare: ENVELOPE } })
  })

  test('behavior: the tenth try may be the right one; a lock in a row lasts twice as long', async () => {
    const account = await walletAndNewDevice('tenth')
    const { email, verifier } = account
    let { second } = account
    const wrong = randomBytes(32)
    for (let tryNumber = 1; tryNumber < RECOVERY_MAX_TRIES; tryNumber++) {
      await evaluate(second, randomBytes(32))
      await open(second, wrong)
    }
    await evaluate(second, randomBytes(32))
    expect((await open(second, verifier)).status).toBe(200)

    // Two locks in a row: 24 hours, then 48.
    for (const lockSeconds of [86_400, 172_800]) {
      for (let tryNumber = 1; tryNumber <= RECOVERY_MAX_TRIES; tryNumber++) {
        // Evaluations without any check count too.
        const answer = await evaluate(second, randomBytes(32))
        expect(answer.status).toBe(200)
      }
      const locked = await evaluate(second, randomBytes(32))
      expect(locked).toMatchObject({ status: 423, body: { retryAfter: lockSeconds } })
      bed.clock.now += lockSeconds * 1000 - 30_000
      second = await signIn(email, second.device)
    }
  })

  test("behavior: a device's own auth share is answered to that device alone", async () => {
    const { first, second } = await walletAndNewDevice('device-share')
    const own = b64(randomBytes(33))
    expect(
      (await bed.call('PUT', '/wallet/device-share', { ...second, body: { authShare: own } })).status,
    ).toBe(204)
    expect((await bed.call('GET', '/wallet', second)).body).toEqual({
      address: ADDRESS,
      authShare: AUTH_SHARE,
      deviceAuthShare: own,
    })
    expect((await bed.call('GET', '/wallet', first)).body).toEqual({
      address: ADDRESS,
      authShare: AUTH_SHARE,
    })
    // No wallet, no device share.
    const lone = await signIn(newEmail('no-wallet'), 'lone-device-a-0123456789')
    expect(
      await bed.call('PUT', '/wallet/device-share', { ...lone, body: { authShare: own } }),
    ).toMatchObject({
      status: 404,
      body: { code: 'WALLET_NOT_FOUND' },
    })
    expect(await bed.call('GET', '/recovery', lone)).toMatchObject({
      status: 404,
      body: { code: 'WALLET_NOT_FOUND' },
    })
  })

  test('error: a wallet of the format of before (no recovery record) cannot be recovered', async () => {
    const auth = await signIn(newEmail('obsolete'), 'obsolete-device-0123456789')
    await bed.server.db.query(
      `insert into auth_wallets (user_id, address, auth_share, recovery_share, created_at) values ($1, $2, 'x', 'y', 0)`,
      [auth.userId, ADDRESS],
    )
    for (const answer of [
      await bed.call('GET', '/recovery', auth),
      await bed.call('POST', '/recovery/evaluate', {
        ...auth,
        body: { blinded: b64(oprf.blind(randomBytes(32)).blinded) },
      }),
      await open(auth, randomBytes(32)),
    ])
      expect(answer).toMatchObject({ status: 409, body: { code: 'RECOVERY_FORMAT_OBSOLETE' } })
  })

  test('behavior: the wallet body needs the recovery record, checked field by field', async () => {
    const auth = await signIn(newEmail('body'), 'body-device-a-0123456789')
    const recovery = { salt: b64(randomBytes(16)), kdf: KDF, verifier: b64(randomBytes(32)) }
    const wallet = { address: ADDRESS, authShare: AUTH_SHARE, recoveryShare: ENVELOPE }
    for (const body of [
      wallet,
      { ...wallet, recovery: { ...recovery, salt: b64(randomBytes(8)) } },
      { ...wallet, recovery: { ...recovery, kdf: { ...KDF, memoryKiB: 4 * 1024 * 1024 } } },
      { ...wallet, recovery: { ...recovery, verifier: 'not base64!' } },
    ])
      expect((await bed.call('PUT', '/wallet', { ...auth, body })).body).toMatchObject({ code: 'VALIDATION' })
    expect((await bed.call('PUT', '/wallet', { ...auth, body: { ...wallet, recovery } })).status).toBe(204)
  })
})
