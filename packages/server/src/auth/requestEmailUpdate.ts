import { hashCode } from './checkCodes.js'
import { claimMailSlots } from './claimMailSlots.js'
import { CODE_TTL_MS } from './constants.js'
import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { createCodeStore } from './createCodeStore.js'
import {
  EmailNotSetError,
  EmailRateLimitedError,
  type EmailSendError,
  type EmailThrottledError,
  EmailUnchangedError,
} from './errors.js'
import { renderAuthMail } from './renderAuthMail.js'
import type { AuthContext } from './types.js'

export type RequestEmailUpdateErrorType =
  | EmailNotSetError
  | EmailUnchangedError
  | EmailRateLimitedError
  | EmailThrottledError
  | EmailSendError

/**
 * POST /auth/v1/email/update. Mails one code to the account's current address (the primary code) and
 * another to `newEmail` (the secondary code); both are needed to change the address. The answer is the
 * same whether `newEmail` has an account or not (the same lookups, codes and mails): a taken address
 * gets a mail saying it already has an account and the change will not be made, and only the final
 * check, with both codes proven, answers 409 `EMAIL_TAKEN`. The new address must differ from the
 * current one; counted with the code requests of the client address (20 an hour); each address gets
 * at most one such mail of this account per 30 seconds (`resendIntervalMs`). An account without an
 * address (a social login's) has no current address to prove: 409 `EMAIL_NOT_SET`, nothing mailed.
 *
 * @example
 * await requestEmailUpdate(context, session, 'ada@new.example', '203.0.113.7') // 'VERIFY_PRIMARY_OTP'
 */
export async function requestEmailUpdate(
  context: AuthContext,
  session: AuthSession,
  newEmail: string,
  clientAddress: string | undefined,
): Promise<'VERIFY_PRIMARY_OTP'> {
  const { db, crypto, mailer } = context
  const now = context.now()
  const { email } = session
  if (email === null) throw new EmailNotSetError()
  if (newEmail === email) throw new EmailUnchangedError()
  if (clientAddress !== undefined) {
    const limit = await context.otpLimiter.hit([`auth:otp:ip:${clientAddress}`])
    if (!limit.allowed) throw new EmailRateLimitedError({ retryAfterSeconds: limit.retryAfterSeconds })
  }
  const taken = (await createAuthStore(db).findUserByEmail(newEmail)) !== undefined
  const codes = createCodeStore(db)
  const release = await claimMailSlots(
    codes,
    [email, newEmail],
    `update:${session.userId}`,
    now,
    context.resendIntervalMs,
  )
  try {
    const primary = crypto.code()
    const secondary = crypto.code()
    const common = { subject: session.userId, newEmail, now, expiresAt: now + CODE_TTL_MS }
    await codes.save({
      ...common,
      purpose: 'update_primary',
      codeHash: hashCode(crypto, session.userId, 'update_primary', primary),
    })
    await codes.save({
      ...common,
      purpose: 'update_secondary',
      codeHash: hashCode(crypto, session.userId, 'update_secondary', secondary),
    })
    await mailer.send({
      to: email,
      ...renderAuthMail({ kind: 'updatePrimary', code: primary, newEmail }),
    })
    await mailer.send({
      to: newEmail,
      ...renderAuthMail({ kind: taken ? 'updateTaken' : 'updateSecondary', code: secondary }),
    })
  } catch (error) {
    await release()
    throw error
  }
  return 'VERIFY_PRIMARY_OTP'
}
