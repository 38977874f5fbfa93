import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AuthTestbed, SESSION_TTL_MS, startAuthTestbed } from './test/startAuthTestbed.js'

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher()
})
afterAll(() => catcher?.stop())

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AUTH_SHARE = Buffer.from(Array.from({ length: 33 }, (_, i) => i + 1)).toString('base64')
const RECOVERY_SHARE = Buffer.from('salt|nonce|ciphertext of the recovery share').toString('base64')
/** The recovery password's public record a frame sends with a new wallet (recovery.ts). */
const RECOVERY = {
  salt: Buffer.alloc(16, 7).toString('base64'),
  kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
  verifier: Buffer.alloc(32, 9).toString('base64'),
}
const deviceIds = { a: 'device-a-0123456789abcdef', b: 'device-b-0123456789abcdef', c: 'device-c-0123456789' }

describe.each(['pglite', 'postgres'] as const)('email login on %s', (kind) => {
  let bed: AuthTestbed
  beforeAll(async () => {
    bed = await startAuthTestbed({ kind, catcher })
  }, 60_000)
  afterAll(() => bed?.stop())

  let counter = 0
  /** A fresh address per test, so that tests do not share throttles or accounts. */
  const newEmail = (label: string) => `${label}-${kind}-${++counter}@example.com`
  /** Moves past the resend throttle. */
  const later = () => {
    bed.clock.now += 30_000
  }
  const signIn = async (email: string, deviceId = deviceIds.a) => {
    const requested = await bed.call('POST', '/email/otp', { body: { email, deviceId } })
    expect(requested.body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await bed.codeFor(email)
    const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId, otp } })
    expect(verified.status).toBe(200)
    return verified.body as { sessionToken: string; user: Record<string, unknown> }
  }

  test('default: a new address gets a code by mail; verifying it opens a session', async () => {
    const email = newEmail('ada')
    const requested = await bed.call('POST', '/email/otp', {
      body: { email: `  ${email.toUpperCase()} `, deviceId: deviceIds.a },
    })
    expect(requested).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = await catcher.waitFor(email)
    expect(mail).toMatchObject({ from: '"Foyer" <no-reply@foyer.test>', subject: 'Your sign-in code' })
    expect(mail.text).toMatch(/^Your sign-in code is \d{6}\. It expires in 10 minutes\./)
    expect(mail.html).toContain(await bed.codeFor(email))

    const otp = await bed.codeFor(email)
    const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId: deviceIds.a, otp } })
    expect(verified.status).toBe(200)
    const { sessionToken, user } = verified.body as { sessionToken: string; user: Record<string, unknown> }
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, isNew: true, address: null })

    const session = await bed.call('GET', '/session', { token: sessionToken, device: deviceIds.a })
    expect(session.body).toEqual({
      user: { id: user.id, email, address: null },
      expiresAt: bed.clock.now + SESSION_TTL_MS,
    })

    // The device is verified now: the next sign-in on it gets a code again, for the same account.
    later()
    const again = await signIn(email)
    expect(again.user).toEqual({ ...user, isNew: false })
    // A used code is gone.
    const reused = await bed.call('POST', '/email/verify', { body: { email, deviceId: deviceIds.a, otp } })
    expect(reused).toMatchObject({ status: 400, body: { code: 'OTP_MISSING' } })
  })

  test('behavior: an unknown device of an account gets a code too; the mail says a new device asks', async () => {
    const email = newEmail('device')
    const first = await signIn(email, deviceIds.a)

    const requested = await bed.call('POST', '/email/otp', { body: { email, deviceId: deviceIds.b } })
    expect(requested).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = await catcher.waitFor(email)
    expect(mail.subject).toBe('A new device asks to sign in')
    expect(mail.text).toMatch(
      /^A new device asks to sign in to your account\. If it is you, the code for that device is \d{6}\./,
    )
    expect(mail.text).not.toMatch(/https?:\/\//)
    const otp = await bed.codeFor(email)
    const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId: deviceIds.b, otp } })
    expect(verified.body).toMatchObject({ user: { id: first.user.id, email, isNew: false } })
    // The code verified the device: its session reads the wallet routes.
    const token = (verified.body as { sessionToken: string }).sessionToken
    expect((await bed.call('GET', '/wallet', { token, device: deviceIds.b })).body).toMatchObject({
      code: 'WALLET_NOT_FOUND',
    })
    // The next code for a verified device is a plain sign-in code.
    later()
    await bed.call('POST', '/email/otp', { body: { email, deviceId: deviceIds.b } })
    expect((await catcher.waitFor(email)).subject).toBe('Your sign-in code')
    // The approval route is gone.
    expect((await bed.call('GET', `/device/approve?token=${'x'.repeat(43)}`, { origin: null })).status).toBe(
      404,
    )
  })

  test('behavior: a code serves only the device that asked for it; another device never reaches it', async () => {
    const email = newEmail('bound')
    await bed.call('POST', '/email/otp', { body: { email, deviceId: deviceIds.a } })
    const otp = await bed.codeFor(email)
    for (let index = 0; index < 6; index += 1) {
      const elsewhere = await bed.call('POST', '/email/verify', {
        body: { email, deviceId: deviceIds.b, otp },
      })
      expect(elsewhere).toMatchObject({ status: 400, body: { code: 'OTP_MISSING' } })
    }
    const here = await bed.call('POST', '/email/verify', { body: { email, deviceId: deviceIds.a, otp } })
    expect(here.status).toBe(200)
  })

  test('behavior: a session is bound to the device it was created on', async () => {
    const email = newEmail('session')
    const { sessionToken: token } = await signIn(email, deviceIds.a)
    expect((await bed.call('GET', '/session', { token, device: deviceIds.a })).status).toBe(200)
    const other = await bed.call('GET', '/session', { token, device: deviceIds.b })
    expect(other.body).toEqual({ message: 'This session belongs to another device', code: 'DEVICE_MISMATCH' })
    expect(other.status).toBe(403)
    const none = await bed.call('GET', '/session', { token })
    expect(none).toMatchObject({ status: 403, body: { code: 'DEVICE_MISMATCH' } })
    for (const path of ['/wallet', '/session'])
      expect((await bed.call('GET', path, { token, device: deviceIds.b })).status, path).toBe(403)
    const update = await bed.call('POST', '/email/update', {
      token,
      device: deviceIds.b,
      body: { newEmail: newEmail('x') },
    })
    expect(update.status).toBe(403)
  })

  test('behavior: logout revokes the token; a session also ends after sessionTtlMs', async () => {
    const { sessionToken: token } = await signIn(newEmail('logout'))
    const out = await bed.call('DELETE', '/session', { token })
    expect(out.status).toBe(204)
    const after = await bed.call('GET', '/session', { token, device: deviceIds.a })
    expect(after).toMatchObject({
      status: 401,
      body: { code: 'SESSION_INVALID', message: 'Sign in again: the session is missing, expired or revoked' },
    })
    expect(after.headers.get('www-authenticate')).toBe('Bearer')
    expect((await bed.call('DELETE', '/session', { token })).status).toBe(401)
    expect((await bed.call('GET', '/session', { device: deviceIds.a })).status).toBe(401)
    expect(
      (await bed.call('GET', '/session', { device: deviceIds.a, headers: { authorization: 'Basic abc' } }))
        .status,
    ).toBe(401)
    expect((await bed.call('GET', '/session', { token: 'x'.repeat(43), device: deviceIds.a })).status).toBe(
      401,
    )

    const { sessionToken: expiring } = await signIn(newEmail('expiry'))
    bed.clock.now += SESSION_TTL_MS - 1
    expect((await bed.call('GET', '/session', { token: expiring, device: deviceIds.a })).status).toBe(200)
    bed.clock.now += 1
    expect((await bed.call('GET', '/session', { token: expiring, device: deviceIds.a })).status).toBe(401)
  })

  test('behavior: the wallet is stored once, then read back by a session on a verified device', async () => {
    const email = newEmail('wallet')
    const { sessionToken: token } = await signIn(email)
    const auth = { token, device: deviceIds.a }
    expect(await bed.call('GET', '/wallet', auth)).toMatchObject({
      status: 404,
      body: { code: 'WALLET_NOT_FOUND' },
    })
    const wallet = {
      address: ADDRESS,
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
      recovery: RECOVERY,
    }
    const put = await bed.call('PUT', '/wallet', { ...auth, body: wallet })
    expect(put.status).toBe(204)
    expect(put.text).toBe('')
    const again = await bed.call('PUT', '/wallet', {
      ...auth,
      body: { ...wallet, authShare: Buffer.from('other').toString('base64') },
    })
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'WALLET_EXISTS', message: 'This account has a wallet already' },
    })
    const read = await bed.call('GET', '/wallet', auth)
    // The recovery envelope is not read back here: only after the password's check (recovery.test.ts).
    expect(read.body).toEqual({ address: ADDRESS, authShare: AUTH_SHARE })
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect((await bed.call('GET', '/session', auth)).body).toMatchObject({ user: { address: ADDRESS } })

    // The next sign-in answers the address, so the frame knows to fetch rather than create.
    later()
    const next = await signIn(email)
    expect(next.user).toMatchObject({ isNew: false, address: ADDRESS })

    // Without a session, nothing.
    expect((await bed.call('GET', '/wallet', { device: deviceIds.a })).status).toBe(401)
    expect((await bed.call('PUT', '/wallet', { device: deviceIds.a, body: wallet })).status).toBe(401)
  })

  test('behavior: the wallet body is checked field by field', async () => {
    const { sessionToken: token } = await signIn(newEmail('wallet-input'))
    const auth = { token, device: deviceIds.a }
    const wallet = {
      address: ADDRESS,
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
      recovery: RECOVERY,
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...wallet, address: ADDRESS.toLowerCase() }, 'address: must be a checksummed EVM address (EIP-55)'],
      [{ ...wallet, address: '0x1234' }, 'address: must be a checksummed EVM address (EIP-55)'],
      [{ ...wallet, authShare: 'not base64!' }, 'authShare: must be base64 of at most 1024 bytes'],
      [{ ...wallet, authShare: 'QQ' }, 'authShare: must be base64 of at most 1024 bytes'],
      [{ ...wallet, authShare: '' }, 'authShare: must be base64 of at most 1024 bytes'],
      [
        { ...wallet, authShare: Buffer.alloc(1025).toString('base64') },
        'authShare: must be base64 of at most 1024 bytes',
      ],
      [{ ...wallet, recoveryShare: 42 }, 'recoveryShare: must be base64 of at most 4096 bytes'],
      [{ address: ADDRESS }, 'authShare: must be base64 of at most 1024 bytes'],
    ]
    for (const [body, message] of cases) {
      const response = await bed.call('PUT', '/wallet', { ...auth, body })
      expect(response.body, message).toEqual({ message, code: 'VALIDATION' })
    }
    expect((await bed.call('GET', '/wallet', auth)).status).toBe(404)
  })

  test('behavior: changing the email needs the code sent to each address', async () => {
    const email = newEmail('old')
    const target = newEmail('new')
    const { sessionToken: token, user } = await signIn(email)
    const auth = { token, device: deviceIds.a }
    const requested = await bed.call('POST', '/email/update', { ...auth, body: { newEmail: target } })
    expect(requested.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    // Each mail says which side of the change it is: the current address is asked to confirm the change,
    // the new one to confirm itself.
    const primaryMail = await catcher.waitFor(email)
    expect(primaryMail.subject).toBe('Confirm the change of your email address')
    expect(primaryMail.text).toContain(target)
    expect((await catcher.waitFor(target)).subject).toBe('Confirm your new email address')
    const primaryOtp = await bed.codeFor(email)
    const secondaryOtp = await bed.codeFor(target)

    const wrong = await bed.call('POST', '/email/update/verify', {
      ...auth,
      body: { primaryOtp, secondaryOtp: secondaryOtp === '000000' ? '000001' : '000000' },
    })
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'OTP_INVALID', triesLeft: 4, field: 'secondaryOtp' },
    })
    const done = await bed.call('POST', '/email/update/verify', {
      ...auth,
      body: { primaryOtp, secondaryOtp },
    })
    expect(done).toMatchObject({ status: 200, body: { email: target } })
    expect((await bed.call('GET', '/session', auth)).body).toMatchObject({
      user: { id: user.id, email: target },
    })
    // Used up.
    const reused = await bed.call('POST', '/email/update/verify', {
      ...auth,
      body: { primaryOtp, secondaryOtp },
    })
    expect(reused.body).toMatchObject({ code: 'OTP_MISSING', field: 'primaryOtp' })

    // The account signs in with the new address on its verified device; the old one is free.
    later()
    expect((await signIn(target)).user).toMatchObject({ id: user.id, isNew: false })
    expect((await signIn(email)).user).toMatchObject({ isNew: true })

    // The current address cannot be the new one.
    expect(
      (await bed.call('POST', '/email/update', { ...auth, body: { newEmail: target.toUpperCase() } })).body,
    ).toMatchObject({ code: 'EMAIL_UNCHANGED' })
  })

  test('behavior: the email update codes follow the rules of a login code', async () => {
    const current = newEmail('update-rules')
    const { sessionToken: token } = await signIn(current)
    const auth = { token, device: deviceIds.a }
    const target = newEmail('update-target')
    const none = await bed.call('POST', '/email/update/verify', {
      ...auth,
      body: { primaryOtp: '123456', secondaryOtp: '123456' },
    })
    expect(none).toMatchObject({ status: 400, body: { code: 'OTP_MISSING' } })

    await bed.call('POST', '/email/update', { ...auth, body: { newEmail: target } })
    const again = await bed.call('POST', '/email/update', { ...auth, body: { newEmail: target } })
    expect(again).toMatchObject({ status: 429, body: { code: 'EMAIL_THROTTLED', retryAfter: 30 } })
    const primaryOtp = await bed.codeFor(current)
    const secondaryOtp = await bed.codeFor(target)
    const wrongPrimary = primaryOtp === '000000' ? '000001' : '000000'
    const verify = (primary: string) =>
      bed.call('POST', '/email/update/verify', { ...auth, body: { primaryOtp: primary, secondaryOtp } })
    for (const triesLeft of [4, 3, 2, 1])
      expect((await verify(wrongPrimary)).body).toEqual({
        message: `Wrong code: ${triesLeft} tries left`,
        code: 'OTP_INVALID',
        triesLeft,
        field: 'primaryOtp',
      })
    expect(await verify(wrongPrimary)).toMatchObject({
      status: 429,
      body: { code: 'OTP_LOCKED', field: 'primaryOtp' },
    })
    expect(await verify(primaryOtp)).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })

    later()
    await bed.call('POST', '/email/update', { ...auth, body: { newEmail: target } })
    bed.clock.now += 10 * 60_000
    const expired = await bed.call('POST', '/email/update/verify', {
      ...auth,
      body: { primaryOtp: await bed.codeFor(current), secondaryOtp: await bed.codeFor(target) },
    })
    expect(expired).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED', field: 'primaryOtp' } })
  })

  test('behavior: no request failed on the server side', () => {
    expect(bed.logs.filter((entry) => entry.level === 'error')).toEqual([])
  })
})
