import { hashCode } from './checkCodes.js'
import { claimMailSlots } from './claimMailSlots.js'
import { CODE_TTL_MS, DEVICE_LINK_TTL_MS } from './constants.js'
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

/** VERIFY_OTP: a code was mailed. VERIFY_DEVICE: a device-approval link was mailed instead. */
export type EmailOtpAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

export type RequestEmailOtpErrorType = EmailRateLimitedError | EmailThrottledError | EmailSendError

/**
 * POST /auth/v1/email/otp. Counts the request against its client address (20 an hour), then mails
 * either a 6-digit code (a new address, or a device the account has verified; the code serves only
 * this device) or, for an account's unknown device, a link that approves it: once it is opened, the
 * same request mails the code. Each kind of mail to an address is throttled to one per 30 seconds; a
 * new code replaces the previous one. Only hashes of the code, the device id and the link are stored.
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

  if (user && !(await store.isDeviceVerified(user.id, deviceHash))) {
    const release = await claimMailSlots(codes, [email], 'device', now)
    try {
      const token = crypto.token()
      await store.saveDeviceLink({
        tokenHash: crypto.hash('device-link', token),
        userId: user.id,
        deviceHash,
        now,
        expiresAt: now + DEVICE_LINK_TTL_MS,
      })
      const link = `${context.publicUrl}/auth/v1/device/approve?token=${token}`
      await mailer.send({ to: email, ...renderAuthMail({ kind: 'device', link }) })
    } catch (error) {
      await release()
      throw error
    }
    return 'VERIFY_DEVICE'
  }

  const release = await claimMailSlots(codes, [email], 'login', now)
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
    await mailer.send({ to: email, ...renderAuthMail({ kind: 'code', code }) })
  } catch (error) {
    await release()
    throw error
  }
  return 'VERIFY_OTP'
}
