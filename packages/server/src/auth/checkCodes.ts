import { MAX_CODE_TRIES } from './constants.js'
import type { AuthCrypto } from './createAuthCrypto.js'
import type { CodePurpose, CodeStore, StoredCode } from './createCodeStore.js'
import { OtpExpiredError, OtpInvalidError, OtpLockedError, OtpMissingError } from './errors.js'

export interface CodeAttempt {
  purpose: CodePurpose
  /** The 6 digits the person typed. */
  code: string
  /** The body field it came in (named in the error when a request carries two codes). */
  field?: string
}

export type CheckCodesErrorType = OtpMissingError | OtpExpiredError | OtpLockedError | OtpInvalidError

/**
 * Hashes a code the way it is stored: bound to its subject and purpose.
 *
 * @example
 * hashCode(crypto, 'ada@example.com', 'login', '042917')
 */
export function hashCode(crypto: AuthCrypto, subject: string, purpose: CodePurpose, code: string): string {
  return crypto.hash('otp', `${purpose}:${subject}:${code}`)
}

/**
 * Checks the codes of one request against the subject's pending codes issued to `deviceHash` (a login
 * code serves only the device that asked for it; '' for the codes of an email update, which the session
 * binds), under one rule: each check
 * first spends a try (atomically, so parallel guesses count too), then a code older than 10 minutes is
 * `OtpExpiredError`, one past its fifth try `OtpLockedError`, a wrong one `OtpInvalidError` with the
 * tries left (the fifth wrong one is `OtpLockedError`: the code is spent until a new one is requested).
 * When every code matches, they are used up (deleted) and returned.
 *
 * @example
 * await checkCodes({ codes, crypto, now }, 'ada@example.com', deviceHash, [{ purpose: 'login', code: '042917' }])
 */
export async function checkCodes(
  { codes, crypto, now }: { codes: CodeStore; crypto: AuthCrypto; now: number },
  subject: string,
  deviceHash: string,
  attempts: readonly CodeAttempt[],
): Promise<StoredCode[]> {
  const stored = await codes.spendTry(
    subject,
    attempts.map((attempt) => attempt.purpose),
    deviceHash,
  )
  const pairs = attempts.map((attempt) => ({
    attempt,
    row: stored.find((row) => row.purpose === attempt.purpose),
  }))
  for (const { attempt, row } of pairs) {
    const field = attempt.field === undefined ? {} : { field: attempt.field }
    if (!row) throw new OtpMissingError(field)
    if (row.expiresAt <= now) throw new OtpExpiredError(field)
    if (row.tries > MAX_CODE_TRIES) throw new OtpLockedError(field)
  }
  for (const { attempt, row } of pairs) {
    if (!row) continue
    const field = attempt.field === undefined ? {} : { field: attempt.field }
    if (crypto.equal(hashCode(crypto, subject, attempt.purpose, attempt.code), row.codeHash)) continue
    if (row.tries >= MAX_CODE_TRIES) throw new OtpLockedError(field)
    throw new OtpInvalidError({ triesLeft: MAX_CODE_TRIES - row.tries, ...field })
  }
  const rows: StoredCode[] = []
  for (const { attempt, row } of pairs) {
    if (!row || !(await codes.consume(subject, attempt.purpose, deviceHash, row.codeHash)))
      throw new OtpMissingError(attempt.field === undefined ? {} : { field: attempt.field })
    rows.push(row)
  }
  return rows
}
