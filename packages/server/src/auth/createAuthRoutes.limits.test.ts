import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AuthTestbed, FRAME_ORIGIN, startAuthTestbed } from './test/startAuthTestbed.js'

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher()
})
afterAll(() => catcher?.stop())

const deviceId = 'limits-device-0123456789'

describe.each(['pglite', 'postgres'] as const)('email login limits on %s', (kind) => {
  let bed: AuthTestbed
  beforeAll(async () => {
    bed = await startAuthTestbed({ kind, catcher })
  }, 60_000)
  afterAll(() => bed?.stop())

  let counter = 0
  const newEmail = (label: string) => `${label}-${kind}-${++counter}@example.com`
  const requestCode = (email: string, options: { ip?: string; device?: string } = {}) =>
    bed.call('POST', '/email/otp', { body: { email, deviceId: options.device ?? deviceId }, ip: options.ip })
  const verify = (email: string, otp: string, device = deviceId) =>
    bed.call('POST', '/email/verify', { body: { email, deviceId: device, otp } })
  const wrong = (otp: string) => (otp === '000000' ? '000001' : '000000')

  test('behavior: a second code within 30 s is 429 EMAIL_THROTTLED with the whole seconds left', async () => {
    const email = newEmail('throttle')
    expect((await requestCode(email)).status).toBe(200)
    const first = await bed.codeFor(email)
    bed.clock.now += 12_400
    const throttled = await requestCode(email)
    expect(throttled.status).toBe(429)
    expect(throttled.body).toEqual({
      message: 'Please try again after 18 seconds',
      code: 'EMAIL_THROTTLED',
      retryAfter: 18,
    })
    expect(throttled.headers.get('retry-after')).toBe('18')
    // The frame may read Retry-After.
    expect(throttled.headers.get('access-control-expose-headers')).toBe('Retry-After')
    bed.clock.now += 17_599
    expect((await requestCode(email)).body).toMatchObject({ retryAfter: 1 })
    bed.clock.now += 1
    expect((await requestCode(email)).body).toEqual({ action: 'VERIFY_OTP' })

    // The new code replaces the previous one.
    const second = await bed.codeFor(email)
    if (second !== first)
      expect((await verify(email, first)).body).toMatchObject({ code: 'OTP_INVALID', triesLeft: 4 })
    expect((await verify(email, second)).status).toBe(200)
  })

  test('behavior: the fifth wrong try locks the code until a new one is requested', async () => {
    const email = newEmail('tries')
    const device = `tries-device-${kind}-0123456789`
    await requestCode(email, { device })
    const otp = await bed.codeFor(email)
    for (const triesLeft of [4, 3, 2, 1]) {
      const response = await verify(email, wrong(otp), device)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({
        message: `Wrong code: ${triesLeft} tries left`,
        code: 'OTP_INVALID',
        triesLeft,
      })
    }
    const fifth = await verify(email, wrong(otp), device)
    expect(fifth.status).toBe(429)
    expect(fifth.body).toEqual({ message: 'Too many wrong codes: request a new code', code: 'OTP_LOCKED' })
    // Even the right code fails now (and counts as a sixth wrong code of this device).
    expect((await verify(email, otp, device)).body).toMatchObject({ code: 'OTP_LOCKED' })

    bed.clock.now += 30_000
    await requestCode(email, { device })
    const fresh = await bed.codeFor(email)
    expect((await verify(email, wrong(fresh), device)).body).toMatchObject({ triesLeft: 4 })
    // The device's seventh wrong code: it waits 4 s (2 s after the sixth) before its next try.
    const waiting = await verify(email, fresh, device)
    expect(waiting.status).toBe(429)
    expect(waiting.body).toEqual({
      message: 'Too many wrong codes from this device or network; try again in 4 seconds',
      code: 'TOO_MANY_GUESSES',
      retryAfter: 4,
    })
    bed.clock.now += 4_000
    expect((await verify(email, fresh, device)).status).toBe(200)
  })

  test('behavior: a code expires after 10 minutes', async () => {
    const email = newEmail('expiry')
    expect((await verify(email, '123456')).body).toEqual({
      message: 'No code is waiting for this address: request a code first',
      code: 'OTP_MISSING',
    })
    await requestCode(email)
    const otp = await bed.codeFor(email)
    bed.clock.now += 10 * 60_000
    const expired = await verify(email, otp)
    expect(expired).toMatchObject({
      status: 400,
      body: { message: 'This code has expired: request a new code', code: 'OTP_EXPIRED' },
    })
  })

  test('behavior: 20 code requests an hour per client address', async () => {
    bed.clock.now = Math.ceil(bed.clock.now / 3_600_000) * 3_600_000 + 600_000
    for (let index = 0; index < 20; index += 1)
      expect((await requestCode(newEmail('ip'), { ip: '198.51.100.7' })).status, `request ${index}`).toBe(200)
    const limited = await requestCode(newEmail('ip'), { ip: '198.51.100.7' })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      message: 'Too many code requests from this network; try again in 3000 seconds',
      code: 'RATE_LIMITED',
      retryAfter: 3000,
    })
    expect(limited.headers.get('retry-after')).toBe('3000')
    // Another client is not affected; the next hour starts afresh.
    expect((await requestCode(newEmail('ip'), { ip: '198.51.100.8' })).status).toBe(200)
    bed.clock.now += 3_000_000
    expect((await requestCode(newEmail('ip'), { ip: '198.51.100.7' })).status).toBe(200)
  }, 30_000)

  test('behavior: CORS answers only the login frame origins', async () => {
    const preflight = await bed.call('OPTIONS', '/email/otp', {
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, X-Foyer-Device, X-Foyer-Project, X-Foyer-Origin',
    )
    expect(preflight.headers.get('vary')).toBe('Origin')

    // A host page (any project's site, even with '*' in the project's origins) cannot call or read.
    for (const origin of ['https://shop.example', 'null', `${FRAME_ORIGIN}:8443`]) {
      const foreignPreflight = await bed.call('OPTIONS', '/email/otp', {
        origin,
        headers: { 'access-control-request-method': 'POST' },
      })
      expect(foreignPreflight.status, origin).toBe(403)
      expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull()
      const email = newEmail('cors')
      const foreign = await bed.call('POST', '/email/otp', { origin, body: { email, deviceId } })
      expect(foreign.status).toBe(403)
      expect(foreign.body).toEqual({
        message: 'Unauthorized: origin not allowed',
        code: 'ORIGIN_NOT_ALLOWED',
      })
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      expect(catcher.messages().some((mail) => mail.to.includes(email))).toBe(false)
    }

    const allowed = await bed.call('POST', '/email/otp', { body: { email: newEmail('cors'), deviceId } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN)
    // No Origin (a server, a person opening a link): no CORS headers, and no projectId needed.
    const direct = await bed.call('POST', '/email/otp', {
      origin: null,
      body: { email: newEmail('cors'), deviceId },
    })
    expect(direct.status).toBe(200)
    expect(direct.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: garbage bodies and unknown routes are 4xx with a message and a code', async () => {
    const cases: [string, string, { raw?: string; body?: unknown }, number, Record<string, unknown>][] = [
      [
        'POST',
        '/email/otp',
        { raw: '{not json' },
        400,
        { message: 'Request body must be valid JSON', code: 'INVALID_JSON' },
      ],
      ['POST', '/email/otp', { raw: '' }, 400, { code: 'INVALID_JSON' }],
      ['POST', '/email/otp', { body: [] }, 400, { message: 'must be a JSON object', code: 'VALIDATION' }],
      ['POST', '/email/otp', { body: null }, 400, { message: 'must be a JSON object', code: 'VALIDATION' }],
      [
        'POST',
        '/email/otp',
        { body: { deviceId } },
        400,
        { message: 'email: must be a valid email address', code: 'VALIDATION' },
      ],
      [
        'POST',
        '/email/otp',
        { body: { email: 'not-an-email', deviceId } },
        400,
        { message: 'email: must be a valid email address' },
      ],
      [
        'POST',
        '/email/otp',
        { body: { email: 42, deviceId } },
        400,
        { message: 'email: must be a valid email address' },
      ],
      [
        'POST',
        '/email/otp',
        { body: { email: `${'a'.repeat(250)}@example.com`, deviceId } },
        400,
        { message: 'email: must be a valid email address' },
      ],
      [
        'POST',
        '/email/otp',
        { body: { email: 'ada@example.com', deviceId: 'short' } },
        400,
        { message: 'deviceId: must be 16 to 128 letters, digits, - or _', code: 'VALIDATION' },
      ],
      [
        'POST',
        '/email/otp',
        { body: { email: 'ada@example.com', deviceId: `${'x'.repeat(20)}<script>` } },
        400,
        { message: 'deviceId: must be 16 to 128 letters, digits, - or _' },
      ],
      [
        'POST',
        '/email/verify',
        { body: { email: 'ada@example.com', deviceId, otp: '12345' } },
        400,
        { message: 'otp: must be the 6-digit code from the email', code: 'VALIDATION' },
      ],
      [
        'POST',
        '/email/verify',
        { body: { email: 'ada@example.com', deviceId, otp: 123456 } },
        400,
        { message: 'otp: must be the 6-digit code from the email' },
      ],
      [
        'POST',
        '/email/otp',
        { raw: JSON.stringify({ email: 'a@example.com', deviceId, pad: 'x'.repeat(20_000) }) },
        413,
        { code: 'PAYLOAD_TOO_LARGE' },
      ],
      ['GET', '/nope', {}, 404, { message: 'Not found', code: 'NOT_FOUND' }],
      ['GET', '/email/otp', {}, 404, { code: 'NOT_FOUND' }],
    ]
    for (const [method, path, input, status, body] of cases) {
      const response = await bed.call(method, path, input)
      expect(
        { status: response.status, body: response.body },
        `${method} ${path} ${JSON.stringify(input)}`,
      ).toMatchObject({ status, body })
    }
  })

  test('behavior: the stored rows hold no plaintext code, token, device id or share', async () => {
    const email = newEmail('dump')
    const otherDevice = 'dump-other-device-0123456789'
    await requestCode(email)
    const usedCode = await bed.codeFor(email)
    const { sessionToken } = (await verify(email, usedCode)).body as { sessionToken: string }
    const authShare = Buffer.from('auth share bytes 0123456789abcdef!').toString('base64')
    const recoveryShare = Buffer.from('recovery share ciphertext 0123456789').toString('base64')
    const put = await bed.call('PUT', '/wallet', {
      token: sessionToken,
      device: deviceId,
      body: {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        authShare,
        recoveryShare,
        recovery: {
          salt: Buffer.alloc(16, 7).toString('base64'),
          kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
          verifier: Buffer.alloc(32, 9).toString('base64'),
        },
      },
    })
    expect(put.status).toBe(204)
    // Pending codes (of another device too) and a wrong guess stay in the database too.
    await bed.call('POST', '/email/otp', { body: { email, deviceId: otherDevice } })
    const otherCode = await bed.codeFor(email)
    await bed.call('POST', '/email/verify', {
      body: { email, deviceId: otherDevice, otp: wrong(otherCode) },
      ip: '198.51.100.99',
    })
    bed.clock.now += 30_000
    await requestCode(email)
    const pendingCode = await bed.codeFor(email)
    const update = newEmail('dump-new')
    await bed.call('POST', '/email/update', {
      token: sessionToken,
      device: deviceId,
      body: { newEmail: update },
    })
    const updateCodes = [await bed.codeFor(email), await bed.codeFor(update)]

    const tables = [
      'auth_users',
      'auth_devices',
      'auth_codes',
      'auth_guess_failures',
      'auth_mail_sends',
      'auth_sessions',
      'auth_wallets',
    ]
    let dump = ''
    for (const table of tables) {
      const { rows } = await bed.server.db.query(`select * from ${table}`)
      expect(rows.length, table).toBeGreaterThan(0)
      dump += JSON.stringify(rows)
    }
    const secrets = [
      sessionToken,
      Buffer.from(sessionToken, 'base64url').toString('hex'),
      deviceId,
      otherDevice,
      authShare,
      Buffer.from(authShare, 'base64').toString('hex'),
      recoveryShare,
      Buffer.from(recoveryShare, 'base64').toString('hex'),
    ]
    for (const secret of secrets) expect(dump, secret).not.toContain(secret)
    // A 6-digit code may appear by chance inside a 64-character hash; it must not appear on its own.
    for (const code of [usedCode, otherCode, pendingCode, ...updateCodes])
      expect(dump, code).not.toMatch(new RegExp(`(^|[^0-9a-f])${code}([^0-9a-f]|$)`))
    expect(dump).toContain(email)
    // The wallet still reads back: the shares are sealed, not lost.
    expect((await bed.call('GET', '/wallet', { token: sessionToken, device: deviceId })).body).toMatchObject({
      authShare,
    })
  })

  test('behavior: no request failed on the server side', () => {
    expect(bed.logs.filter((entry) => entry.level === 'error')).toEqual([])
  })
})
