import { type Mail, type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseServerConfig } from '../config/parseServerConfig.js'
import { createFoyerServer } from '../createFoyerServer.js'
import type { Database } from '../db/types.js'
import { InvalidServerConfigError } from '../errors/config.js'
import { openScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'

// The `auth` options a host may set for its limits: `resendIntervalMs`, the time between two code mails to
// one address and device (spec section 9, 30 s by default), and `wrongCodesPerDevice`, the wrong codes a
// device may send before its back-off (5 by default); createAuthRoutes.limits.test.ts checks both defaults
// too. Read off the server's clock, which the tests move.

const projects = [{ id: 'demo', origins: ['*'] }]
const FRAME_ORIGIN = 'https://auth.foyer.test'
const DEVICE = 'host-options-device-0123456789'
const auth = {
  from: 'Foyer <no-reply@foyer.test>',
  shareKey: '5e'.repeat(32),
  frameOrigins: [FRAME_ORIGIN],
  publicUrl: 'https://api.foyer.test',
}

let catcher: MailCatcher
let db: Database
beforeAll(async () => {
  catcher = await startMailCatcher()
  db = await openScratchDatabase()
}, 60_000)
afterAll(async () => {
  await db?.close()
  await catcher?.stop()
})

type Options = { resendIntervalMs?: number; wrongCodesPerDevice?: number }
type Answer = { status: number; body: Record<string, unknown> }

/** A server whose `auth` section has `options`, with a clock the test moves; `run` gets its calls. */
async function withServer(
  options: Options,
  run: (calls: {
    clock: { now: number }
    requestCode(email: string): Promise<Answer>
    verify(email: string, otp: string): Promise<Answer>
  }) => Promise<void>,
) {
  const clock = { now: Date.UTC(2030, 0, 1) }
  const server = await createFoyerServer(
    {
      projects,
      indexer: { enabled: false },
      auth: { ...auth, smtp: { host: '127.0.0.1', port: catcher.smtpPort }, ...options },
    },
    { logger: createTestLogger(), database: db, now: () => clock.now },
  )
  const post = async (path: string, body: Record<string, unknown>): Promise<Answer> => {
    const response = await server.app.request(`/auth/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: FRAME_ORIGIN,
        'x-foyer-project': 'demo',
        'x-foyer-origin': 'https://shop.example',
      },
      body: JSON.stringify({ ...body, deviceId: DEVICE }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  try {
    await run({
      clock,
      requestCode: (email) => post('/email/otp', { email }),
      verify: (email, otp) => post('/email/verify', { email, otp }),
    })
  } finally {
    await server.close()
  }
}

let counter = 0
const newEmail = (label: string) => `${label}-${++counter}@example.com`
const seen = new Set<Mail>()
/** The code of the next mail to `email` this file has not read yet. */
async function nextCode(email: string): Promise<string> {
  const mail = await catcher.waitFor(email, (candidate) => !seen.has(candidate))
  seen.add(mail)
  const code = / is (\d{6})\./.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in the mail to ${email}: ${mail.text}`)
  return code
}
const wrong = (otp: string) => (otp === '000000' ? '000001' : '000000')

describe('auth.resendIntervalMs', () => {
  test('default: left out, a second code within 30 s is refused and one at 30 s is mailed', async () => {
    await withServer({}, async ({ clock, requestCode }) => {
      const email = newEmail('resend-default')
      expect((await requestCode(email)).status).toBe(200)
      clock.now += 29_999
      expect(await requestCode(email)).toEqual({
        status: 429,
        body: { message: 'Please try again after 1 seconds', code: 'EMAIL_THROTTLED', retryAfter: 1 },
      })
      clock.now += 1
      expect(await requestCode(email)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    })
  })

  test('behavior: a host’s interval replaces the 30 s, to the millisecond', async () => {
    await withServer({ resendIntervalMs: 5_000 }, async ({ clock, requestCode }) => {
      const email = newEmail('resend-5s')
      expect((await requestCode(email)).status).toBe(200)
      clock.now += 1_200
      expect(await requestCode(email)).toMatchObject({
        status: 429,
        body: { code: 'EMAIL_THROTTLED', retryAfter: 4 },
      })
      clock.now += 3_799
      expect(await requestCode(email)).toMatchObject({ status: 429, body: { retryAfter: 1 } })
      clock.now += 1
      expect(await requestCode(email)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    })
  })

  test('behavior: 0 turns the throttle off: a second code at the same instant is mailed', async () => {
    await withServer({ resendIntervalMs: 0 }, async ({ requestCode }) => {
      const email = newEmail('resend-off')
      expect((await requestCode(email)).status).toBe(200)
      // Answered once its mail is sent.
      expect(await requestCode(email)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    })
  })
})

describe('auth.wrongCodesPerDevice', () => {
  /**
   * Locks a code with five wrong ones, sends the right one (the device's sixth wrong code) and asks for a
   * new code at once (no resend interval).
   */
  async function lockAndAskAgain(
    calls: Parameters<Parameters<typeof withServer>[1]>[0],
    email: string,
  ): Promise<string> {
    expect((await calls.requestCode(email)).status).toBe(200)
    const otp = await nextCode(email)
    for (const triesLeft of [4, 3, 2, 1])
      expect((await calls.verify(email, wrong(otp))).body).toMatchObject({ triesLeft })
    expect((await calls.verify(email, wrong(otp))).body).toMatchObject({ code: 'OTP_LOCKED' })
    expect((await calls.verify(email, otp)).body).toMatchObject({ code: 'OTP_LOCKED' })
    expect((await calls.requestCode(email)).status).toBe(200)
    return nextCode(email)
  }

  test('default: past the fifth wrong code of a device, its next check waits 2 s', async () => {
    await withServer({ resendIntervalMs: 0 }, async (calls) => {
      const email = newEmail('device-default')
      const fresh = await lockAndAskAgain(calls, email)
      expect(await calls.verify(email, fresh)).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_GUESSES', retryAfter: 2 },
      })
      calls.clock.now += 2_000
      expect((await calls.verify(email, fresh)).status).toBe(200)
    })
  })

  test('behavior: with 6 free, the sixth wrong code costs no wait and the seventh does', async () => {
    await withServer({ resendIntervalMs: 0, wrongCodesPerDevice: 6 }, async (calls) => {
      const email = newEmail('device-six')
      const fresh = await lockAndAskAgain(calls, email)
      expect((await calls.verify(email, wrong(fresh))).body).toMatchObject({ triesLeft: 4 })
      expect(await calls.verify(email, fresh)).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_GUESSES', retryAfter: 2 },
      })
      calls.clock.now += 2_000
      expect((await calls.verify(email, fresh)).status).toBe(200)
    })
  })

  test('behavior: with 20 free, a locked code’s fresh one is checked at once', async () => {
    await withServer({ resendIntervalMs: 0, wrongCodesPerDevice: 20 }, async (calls) => {
      const email = newEmail('device-twenty')
      const fresh = await lockAndAskAgain(calls, email)
      expect((await calls.verify(email, fresh)).status).toBe(200)
    })
  })
})

test('error: the config refuses an interval below 0, over a day or fractional, and a device count below 1', () => {
  const section = { ...auth, smtp: { host: '127.0.0.1', port: 2525 } }
  for (const resendIntervalMs of [-1, 24 * 60 * 60_000 + 1, 1.5])
    expect(() => parseServerConfig({ projects, auth: { ...section, resendIntervalMs } })).toThrow(
      InvalidServerConfigError,
    )
  expect(
    parseServerConfig({ projects, auth: { ...section, resendIntervalMs: 0 } }).auth?.resendIntervalMs,
  ).toBe(0)
  for (const wrongCodesPerDevice of [0, 1.5])
    expect(() => parseServerConfig({ projects, auth: { ...section, wrongCodesPerDevice } })).toThrow(
      InvalidServerConfigError,
    )
})
