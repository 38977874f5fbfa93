import type { Queryable } from '../db/types.js'
import { escapeHtml } from '../http/escapeHtml.js'
import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { WalletNotFoundError } from './errors.js'
import {
  RecoveryLockedError,
  RecoveryObsoleteError,
  RecoveryPasswordInvalidError,
  RecoveryTryMissingError,
} from './recoveryErrors.js'
import type { RecoveryOprf } from './recoveryOprf.js'
import { createRecoveryStore, type RecoveryKdf, type RecoveryRecord } from './recoveryStore.js'
import { shareContext } from './saveWallet.js'
import type { AuthContext } from './types.js'

/**
 * The recovery password's online check (issue #24 item 2; the frame's side and the cryptography are in
 * packages/auth-frame/src/recovery.ts). A session on a verified device of an account with a wallet:
 *
 * - `GET /recovery` → `{ salt, kdf, triesLeft }`: what the frame needs to stretch the password;
 * - `POST /recovery/evaluate` `{ blinded }` → `{ evaluated, triesLeft }`: the OPRF evaluation, which
 *   COUNTS AS ONE TRY of the account (before the first wallet is saved it is not counted: there is
 *   nothing to open yet);
 * - `POST /recovery/open` `{ verifier }` → `{ recoveryShare }`: the envelope, only for the verifier of
 *   the account's password; each check spends one evaluation (no check without a counted try).
 *
 * The rule: `RECOVERY_MAX_TRIES` (10) evaluations per account without a right password lock its recovery
 * (423 `RECOVERY_LOCKED`, `retryAfter`) for `RECOVERY_LOCK_MS` (24 hours) after the tenth, twice as long
 * for each further lock in a row (at most 30 days), and the owner is mailed once per lock. When a lock
 * ends the account has 10 tries again. A right password resets every count. The tenth try itself can
 * still be the right one. The counts are per account, whatever the device or network, because the
 * password is one per account; the mailbox holder who makes them gets nothing they could guess offline.
 * (Evaluations made before the wallet exists are free but buy no check: the record starts with no
 * evaluation to spend, so outputs computed in advance cannot be tried against the verifier.)
 */

export const RECOVERY_MAX_TRIES = 10
export const RECOVERY_LOCK_MS = 24 * 60 * 60_000
export const RECOVERY_MAX_LOCK_MS = 30 * 24 * 60 * 60_000

/** The frame's answer for GET /recovery. */
export interface RecoveryParameters {
  salt: string
  kdf: RecoveryKdf
  triesLeft: number
}

const lockMs = (locks: number) =>
  Math.min(RECOVERY_LOCK_MS * 2 ** Math.min(locks - 1, 20), RECOVERY_MAX_LOCK_MS)
const triesLeftOf = (record: RecoveryRecord) => Math.max(RECOVERY_MAX_TRIES - record.tries, 0)

/** The account's record, or why there is none: no wallet (404) or a wallet of the old format (409). */
async function requireRecord(
  context: AuthContext,
  userId: string,
  forUpdate = false,
  db: Queryable = context.db,
) {
  const record = await createRecoveryStore(db).find(userId, { forUpdate })
  if (record) return record
  if ((await createAuthStore(db).findWalletAddress(userId)) === null) throw new WalletNotFoundError()
  throw new RecoveryObsoleteError()
}

/** A record whose tries are spent: locked until its end, or (the lock over) counting anew. */
function isLocked(record: RecoveryRecord, now: number): boolean {
  return record.tries >= RECOVERY_MAX_TRIES && record.lockedUntil > now
}

/**
 * GET /auth/v1/recovery. The salt and Argon2id cost of the account's recovery password, and its tries
 * left; 423 `RECOVERY_LOCKED` while locked (before the frame spends time stretching a password).
 */
export async function readRecovery(context: AuthContext, session: AuthSession): Promise<RecoveryParameters> {
  const record = await requireRecord(context, session.userId)
  const now = context.now()
  if (isLocked(record, now)) throw lockedError(record, now)
  const tries = record.tries >= RECOVERY_MAX_TRIES ? 0 : record.tries
  return { salt: record.salt, kdf: record.kdf, triesLeft: RECOVERY_MAX_TRIES - tries }
}

/**
 * POST /auth/v1/recovery/evaluate. The OPRF evaluation of the frame's blinded element with the account's
 * key. Counted as one try once the account has a wallet (see the module comment).
 */
export async function evaluateRecovery(
  context: AuthContext,
  oprf: RecoveryOprf,
  session: AuthSession,
  blinded: Uint8Array,
): Promise<{ evaluated: string; triesLeft?: number }> {
  const now = context.now()
  const counted = await context.db.transaction(async (tx) => {
    const store = createRecoveryStore(tx)
    const record = await store.find(session.userId, { forUpdate: true })
    if (!record) {
      // Setting up: no wallet yet, nothing to open. A wallet of the old format is refused.
      if ((await createAuthStore(tx).findWalletAddress(session.userId)) !== null)
        throw new RecoveryObsoleteError()
      return undefined
    }
    if (isLocked(record, now)) return { locked: true as const, record }
    const fresh = record.tries >= RECOVERY_MAX_TRIES // a lock that is over: 10 tries again
    const next = {
      tries: (fresh ? 0 : record.tries) + 1,
      openTries: (fresh ? 0 : record.openTries) + 1,
      locks: record.locks,
      lockedUntil: record.lockedUntil,
      lockMailed: fresh ? false : record.lockMailed,
    }
    if (next.tries >= RECOVERY_MAX_TRIES) {
      next.locks += 1
      next.lockedUntil = now + lockMs(next.locks)
      next.lockMailed = false
    }
    await store.updateCounters(session.userId, next, now)
    return { locked: false as const, record: { ...record, ...next } }
  })
  if (counted?.locked) {
    await mailLockOnce(context, session, counted.record)
    throw lockedError(counted.record, now)
  }
  const evaluated = Buffer.from(oprf.evaluate(session.userId, blinded)).toString('base64')
  return counted ? { evaluated, triesLeft: triesLeftOf(counted.record) } : { evaluated }
}

/**
 * POST /auth/v1/recovery/open. The envelope for the verifier of the account's password, which resets
 * the counts; a wrong verifier answers 400 `RECOVERY_PASSWORD_INVALID` (`triesLeft`), or 423
 * `RECOVERY_LOCKED` when it was the last try (the owner is mailed). 409 `RECOVERY_TRY_MISSING` when no
 * evaluation waits for a check.
 */
export async function openRecovery(
  context: AuthContext,
  session: AuthSession,
  verifier: Uint8Array,
): Promise<{ recoveryShare: string }> {
  const now = context.now()
  const { crypto } = context
  const outcome = await context.db.transaction(async (tx) => {
    const store = createRecoveryStore(tx)
    const record = await requireRecord(context, session.userId, true, tx)
    if (record.openTries <= 0) throw new RecoveryTryMissingError()
    const right = crypto.equal(
      crypto.hash('recovery-verifier', Buffer.from(verifier).toString('base64')),
      record.verifierHash,
    )
    const next = right
      ? { tries: 0, openTries: 0, locks: 0, lockedUntil: 0, lockMailed: false }
      : { ...record, openTries: record.openTries - 1 }
    await store.updateCounters(session.userId, next, now)
    if (!right) return { right, record: { ...record, ...next } }
    const wallet = await createAuthStore(tx).findWallet(session.userId)
    if (!wallet) throw new WalletNotFoundError()
    return { right, sealed: wallet.sealedRecoveryShare, record: { ...record, ...next } }
  })
  if (!outcome.right) {
    if (outcome.record.tries < RECOVERY_MAX_TRIES)
      throw new RecoveryPasswordInvalidError({ triesLeft: triesLeftOf(outcome.record) })
    await mailLockOnce(context, session, outcome.record)
    throw lockedError(outcome.record, now)
  }
  const envelope = crypto.decrypt(outcome.sealed ?? '', shareContext('recovery', session.userId))
  return { recoveryShare: envelope.toString('base64') }
}

/**
 * PUT /auth/v1/wallet/device-share. This device's own auth share (keys.ts `splitForDevice`), sealed
 * under the share key and bound to the account and the device: GET /wallet then answers it to sessions
 * on this device only. Replaces the device's previous one (a device whose storage was cleared recovers
 * again); no other device's share, nor the wallet's own shares, can be touched from here.
 */
export async function saveDeviceShare(context: AuthContext, session: AuthSession, authShare: Uint8Array) {
  if ((await createAuthStore(context.db).findWalletAddress(session.userId)) === null)
    throw new WalletNotFoundError()
  const sealed = context.crypto.encrypt(authShare, deviceShareContext(session.userId, session.deviceHash))
  await createRecoveryStore(context.db).saveDeviceShare(
    session.userId,
    session.deviceHash,
    sealed,
    context.now(),
  )
}

/** The additional data binding a device's sealed auth share to its account and device. */
export const deviceShareContext = (userId: string, deviceHash: string) =>
  `device-auth-share:${userId}:${deviceHash}`

function lockedError(record: RecoveryRecord, now: number): RecoveryLockedError {
  return new RecoveryLockedError({
    retryAfterSeconds: Math.max(1, Math.ceil((record.lockedUntil - now) / 1000)),
  })
}

/**
 * Mails the owner that the account's recovery locked, once per lock. A mail that cannot be sent is
 * logged: the lock holds either way. An account without an email address (a social login's) gets no
 * mail: the lock is logged.
 */
async function mailLockOnce(
  context: AuthContext,
  session: AuthSession,
  record: RecoveryRecord,
): Promise<void> {
  if (record.lockMailed) return
  const to = session.email
  if (to === null) {
    context.logger.info('The recovery of an account without an email address locked: no mail to send', {
      userId: session.userId,
    })
    return
  }
  await createRecoveryStore(context.db).updateCounters(
    session.userId,
    { ...record, lockMailed: true },
    context.now(),
  )
  const until = new Date(record.lockedUntil).toUTCString()
  const text =
    `The recovery password of your wallet was entered wrongly ${RECOVERY_MAX_TRIES} times on a new device. ` +
    `Recovery on new devices is locked until ${until}. Your devices that are already signed in keep working.`
  const ignore =
    'If it was not you, someone can read your email: secure your mailbox. They do not have your wallet: ' +
    'without the recovery password they cannot open it, and each try is counted.'
  try {
    await context.mailer.send({
      to,
      subject: 'Wallet recovery locked',
      text: `${text}\n\n${ignore}\n`,
      html: `<p>${escapeHtml(text)}</p><p>${escapeHtml(ignore)}</p>`,
    })
  } catch (error) {
    context.logger.error('The recovery-lock mail could not be sent', { error })
  }
}
