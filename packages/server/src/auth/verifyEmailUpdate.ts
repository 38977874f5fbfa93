import { type CheckCodesErrorType, checkCodes } from './checkCodes.js'
import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { createCodeStore } from './createCodeStore.js'
import { EmailTakenError, OtpMissingError, type TooManyGuessesError } from './errors.js'
import { guessKeys, withGuessLimit } from './guessKeys.js'
import type { AuthContext } from './types.js'

export type VerifyEmailUpdateErrorType = CheckCodesErrorType | EmailTakenError | TooManyGuessesError

/**
 * POST /auth/v1/email/update/verify. Checks both codes of the pending update under the same rules as
 * a login code (each request spends a try of both; 5 tries, 10 minutes; the back-off of wrong codes of
 * the session's device and the client address), then changes the account's address: 409 `EMAIL_TAKEN`
 * when another account has it (known only now, after both codes are proven: the request answered the
 * same for a free and a taken address).
 *
 * @example
 * await verifyEmailUpdate(context, session, { primaryOtp: '042917', secondaryOtp: '731002' }) // { email: 'ada@new.example' }
 */
export async function verifyEmailUpdate(
  context: AuthContext,
  session: AuthSession,
  { primaryOtp, secondaryOtp }: { primaryOtp: string; secondaryOtp: string },
  clientAddress: string | undefined,
): Promise<{ email: string }> {
  const now = context.now()
  const [primary, secondary] = await withGuessLimit(
    context,
    guessKeys(session.deviceHash, clientAddress, context.wrongCodesPerAddress, context.wrongCodesPerDevice),
    now,
    () =>
      checkCodes({ codes: createCodeStore(context.db), crypto: context.crypto, now }, session.userId, '', [
        { purpose: 'update_primary', code: primaryOtp, field: 'primaryOtp' },
        { purpose: 'update_secondary', code: secondaryOtp, field: 'secondaryOtp' },
      ]),
  )
  const email = primary?.newEmail
  // Both codes are saved together with the same address; anything else is a stale pair.
  if (!email || secondary?.newEmail !== email) throw new OtpMissingError()
  if (!(await createAuthStore(context.db).changeEmail(session.userId, email, now)))
    throw new EmailTakenError()
  return { email }
}
