import { hashCode } from './checkCodes.js'
import { claimMailSlots } from './claimMailSlots.js'
import { CODE_TTL_MS } from './constants.js'
import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { createCodeStore } from './createCodeStore.js'
import {
  type EmailSendError,
  EmailTakenError,
  type EmailThrottledError,
  EmailUnchangedError,
} from './errors.js'
import { renderAuthMail } from './renderAuthMail.js'
import type { AuthContext } from './types.js'

export type RequestEmailUpdateErrorType =
  | EmailUnchangedError
  | EmailTakenError
  | EmailThrottledError
  | EmailSendError

/**
 * POST /auth/v1/email/update. Mails one code to the account's current address (the primary code) and
 * another to `newEmail` (the secondary code); both are needed to change the address. The new address
 * must differ from the current one and belong to no other account; each address gets at most one such
 * mail per 30 seconds.
 *
 * @example
 * await requestEmailUpdate(context, session, 'ada@new.example') // 'VERIFY_PRIMARY_OTP'
 */
export async function requestEmailUpdate(
  context: AuthContext,
  session: AuthSession,
  newEmail: string,
): Promise<'VERIFY_PRIMARY_OTP'> {
  const { db, crypto, mailer } = context
  const now = context.now()
  if (newEmail === session.email) throw new EmailUnchangedError()
  if (await createAuthStore(db).findUserByEmail(newEmail)) throw new EmailTakenError()
  const codes = createCodeStore(db)
  const release = await claimMailSlots(codes, [session.email, newEmail], 'update', now)
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
      to: session.email,
      ...renderAuthMail({ kind: 'updatePrimary', code: primary, newEmail }),
    })
    await mailer.send({ to: newEmail, ...renderAuthMail({ kind: 'updateSecondary', code: secondary }) })
  } catch (error) {
    await release()
    throw error
  }
  return 'VERIFY_PRIMARY_OTP'
}
