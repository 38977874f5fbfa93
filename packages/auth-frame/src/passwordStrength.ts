import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import commonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs'
import firstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs'
import translations from '@zxcvbn-ts/language-en/dist/translations.mjs'
import wordSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs'
import {
  RECOVERY_PASSWORD_MIN_LENGTH,
  RECOVERY_PASSWORD_MIN_SCORE,
  type RecoveryPasswordAssessment,
  type RecoveryPasswordReason,
} from './passwordRule.js'

/**
 * The recovery password's strength rule: at least `RECOVERY_PASSWORD_MIN_LENGTH` characters (code points
 * after NFC normalization) and a zxcvbn score of at least `RECOVERY_PASSWORD_MIN_SCORE` (3: "safely
 * unguessable", about 10^8 guesses or more), with the common-password, diceware and English dictionaries
 * and the person's own words (their email address, say) counted as guessable. The recovery password is
 * counted online (10 tries per account) but it also stands between the operator, or anyone with the
 * server's database and `shareKey`, and the wallet (see recovery.ts): it has to resist offline guessing.
 *
 * A refusal names one `reason`, a code the frame's form translates (prompts/en.ts, `password.weak.*`):
 * zxcvbn's feedback warnings are mapped onto a small fixed set so that no English text leaves here.
 *
 * This module is the frame bundle's lazily loaded chunk (buildFrameBundle.ts): zxcvbn's dictionaries are
 * half of the frame's code, and only the step that sets a new recovery password needs them. The main
 * script reaches it through loadPasswordStrength.ts alone; the thresholds and `personalWords` it needs
 * itself are in passwordRule.ts.
 */

/** zxcvbn's warnings (the keys of its translation table) → the reason the form shows. */
const WARNING_REASONS: Readonly<Record<string, RecoveryPasswordReason>> = {
  straightRow: 'sequence',
  keyPattern: 'sequence',
  sequences: 'sequence',
  simpleRepeat: 'repeated',
  extendedRepeat: 'repeated',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  recentYears: 'personal',
  dates: 'personal',
  namesByThemselves: 'personal',
  commonNames: 'personal',
  userInputs: 'personal',
  wordByItself: 'guessable',
}

let zxcvbn: ZxcvbnFactory | undefined

/**
 * The English lists without `wikipedia-en` and `lastnames-en`: those two are 0.75 MB of the frame's
 * bundle (minified) for little more refusal; the common passwords, diceware words, English common words
 * and first names stay.
 */
const englishWords = { 'commonWords-en': commonWords, 'firstnames-en': firstnames, ...wordSequences }

/**
 * The zxcvbn instance, made on first use: its dictionaries are large and only the password step needs
 * them. The translations are the keys themselves, so a warning reads back as its key.
 */
function factory(): ZxcvbnFactory {
  if (zxcvbn) return zxcvbn
  // Typed as the English table it copies: the same keys, each read back as itself.
  const keys = <T extends Record<string, string>>(table: T) =>
    Object.fromEntries(Object.keys(table).map((key) => [key, key])) as T
  zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...englishWords },
    graphs: common.adjacencyGraphs,
    translations: {
      warnings: keys(translations.warnings),
      suggestions: keys(translations.suggestions),
      timeEstimation: translations.timeEstimation,
    },
  })
  return zxcvbn
}

/**
 * Whether `password` may become a recovery password. Pure (no I/O): the form may call it on every key
 * stroke; `setRecoveryPassword` calls it again and refuses with `RecoveryPasswordRuleError` (`code`
 * RECOVERY_PASSWORD_TOO_SHORT or RECOVERY_PASSWORD_WEAK, with this `reason`). `userInputs` are words the
 * person is known by (the email address): a password built on them is refused as 'personal'.
 *
 * @example
 * assessRecoveryPassword('aaaaaaaaaa') // { ok: false, reason: 'repeated', score: 0 }
 * assessRecoveryPassword('sunflower7') // { ok: false, reason: 'common', … }
 * assessRecoveryPassword('velvet otter juggles 41 lanterns') // { ok: true, score: 4 }
 */
export function assessRecoveryPassword(
  password: string,
  userInputs: readonly string[] = [],
): RecoveryPasswordAssessment {
  const normalized = password.normalize('NFC')
  if ([...normalized].length < RECOVERY_PASSWORD_MIN_LENGTH)
    return { ok: false, reason: 'tooShort', score: 0 }
  // Each part of an email address counts as the person's own word too (ada.lovelace@example.com).
  const inputs = userInputs.flatMap((input) => [
    input,
    ...input.split(/[@.+_-]+/).filter((part) => part.length > 2),
  ])
  const result = factory().check(normalized, inputs)
  if (result.score >= RECOVERY_PASSWORD_MIN_SCORE) return { ok: true, score: result.score }
  const warning = result.feedback.warning ?? ''
  return { ok: false, reason: WARNING_REASONS[warning] ?? 'guessable', score: result.score }
}
