/**
 * The recovery password's rule as the frame's main script knows it: its thresholds, the shape of a
 * verdict, and the person's own words. The rule itself (zxcvbn and its dictionaries, passwordStrength.ts)
 * is a chunk of its own, loaded only when a new recovery password is chosen (loadPasswordStrength.ts):
 * nothing here may import it.
 */

/** The shortest recovery password, in code points after NFC normalization. */
export const RECOVERY_PASSWORD_MIN_LENGTH = 10
/** zxcvbn's score (0-4) a recovery password must reach. */
export const RECOVERY_PASSWORD_MIN_SCORE = 3

export type RecoveryPasswordReason =
  | 'tooShort'
  | 'guessable'
  | 'common'
  | 'repeated'
  | 'sequence'
  | 'personal'

export interface RecoveryPasswordAssessment {
  ok: boolean
  /** Why it is refused; absent when `ok`. */
  reason?: RecoveryPasswordReason
  /** zxcvbn's score, 0-4 (0 for a password refused as too short, which is not scored). */
  score: number
}

/** What the strength rule's chunk (passwordStrength.ts) gives the main script once it has loaded. */
export interface PasswordStrength {
  assessRecoveryPassword(password: string, userInputs?: readonly string[]): RecoveryPasswordAssessment
}

/** The account's own words, which a recovery password must not lean on: its email, the provider's name for it. */
export function personalWords(user: {
  email: string | null
  username?: string | null | undefined
}): string[] {
  return [user.email, user.username].filter((word): word is string => typeof word === 'string' && word !== '')
}
