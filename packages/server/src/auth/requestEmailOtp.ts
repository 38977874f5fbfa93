import { hashCode } from './checkCodes.js'
import { claimMailSlots } from './claimMailSlots.js'
import { CODE_TTL_MS } from './constants.js'
import { createAuthStore } from './createAuthStore.js'
import { createCodeStore } from './createCodeStore.js'
import { EmailRateLimitedError, type EmailSendError, type EmailThrottledError } from './errors.js'
import { renderAuthMail } from './renderAuthMail.js'
import type { AuthContext } from './types.js'

export interface RequestEmailOtpParameters {
  /** Lower-case, validated. */
  email: string
  deviceId: string
  /** The client's address (per-address limit); undefined when unknown. */
  clientAddress: string | undefined
}

/**
 * Always VERIFY_OTP: a code was mailed. (VERIFY_DEVICE, the old device-approval link, is no longer
 * answered: the code alone proves the mailbox and verifies the device.)
 */
export type EmailOtpAction = 'VERIFY_OTP'

export type RequestEmailOtpErrorType = EmailRateLimitedError | EmailThrottledError | EmailSendError

/** No account has this id: the lookup of a device of "no account" costs what a real one costs. */
const NO_USER = '00000000-0000-0000-0000-000000000000'

/**
 * POST /auth/v1/email/otp. Counts the request against its client address (20 an hour), then mails a
 * 6-digit code that serves only this device. The answer is the same whether the address has an account
 * or not, and whether the device is one the account verified or not (the same work is done in each
 * case: one account lookup, one device lookup, one code stored, one mail); only the mail differs: a new
 * device of an account gets "a new device asks to sign in". Codes are keyed by address and device: a
 * request from another device neither replaces nor throttles the owner's pending code. One mail per
 * address and device per 30 seconds (`resendIntervalMs`). Only hashes of the code and the device id are stored.
 *
 * @example
 * await requestEmailOtp(context, { email: 'ada@example.com', deviceId, clientAddress: '203.0.113.7' }) // 'VERIFY_OTP'
 */
export async function requestEmailOtp(
  context: AuthContext,
  { email, deviceId, clientAddress }: RequestEmailOtpParameters,
): Promise<EmailOtpAction> {
  const { db, crypto, mailer } = context
  const now = context.now()
  if (clientAddress !== undefined) {
    const limit = await context.otpLimiter.hit([`auth:otp:ip:${clientAddress}`])
    if (!limit.allowed) throw new EmailRateLimitedError({ retryAfterSeconds: limit.retryAfterSeconds })
  }
  const store = createAuthStore(db)
  const codes = createCodeStore(db)
  const deviceHash = crypto.hash('device', deviceId)
  const user = await store.findUserByEmail(email)
  const knownDevice = await store.isDeviceVerified(user?.id ?? NO_USER, deviceHash)

  const release = await claimMailSlots(codes, [email], `login:${deviceHash}`, now, context.resendIntervalMs)
  try {
    const code = crypto.code()
    await codes.save({
      subject: email,
      purpose: 'login',
      codeHash: hashCode(crypto, email, 'login', code),
      deviceHash,
      now,
      expiresAt: now + CODE_TTL_MS,
    })
    const kind = user && !knownDevice ? 'device' : 'code'
    await mailer.send({ to: email, ...renderAuthMail({ kind, code }) })
  } catch (error) {
    await release()
    throw error
  }
  return 'VERIFY_OTP'
}
