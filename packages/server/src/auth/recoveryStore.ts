import type { Queryable } from '../db/types.js'

/** Argon2id's cost as the frame chose it: memory in KiB, passes, lanes. */
export interface RecoveryKdf {
  memoryKiB: number
  passes: number
  parallelism: number
}

/** An account's recovery-password record (migration 302's `auth_recovery`). */
export interface RecoveryRecord {
  /** base64, the Argon2id salt. */
  salt: string
  kdf: RecoveryKdf
  /** Keyed hash (`crypto.hash('recovery-verifier', …)`) of the verifier. */
  verifierHash: string
  /** Evaluations counted since the last right password (or the end of the last lock). */
  tries: number
  /** Evaluations not yet followed by a check (POST /recovery/open): each check spends one. */
  openTries: number
  /** Locks in a row (the lock doubles with each); back to 0 after a right password. */
  locks: number
  /** Unix ms; the lock's end (0: never locked). */
  lockedUntil: number
  /** Whether the owner was mailed about the current lock. */
  lockMailed: boolean
}

interface RecoveryRow {
  salt: string
  kdf: string
  verifier_hash: string
  tries: number
  open_tries: number
  locks: number
  locked_until: number
  lock_mailed: boolean
}

export interface RecoveryStore {
  /** Stores a new wallet's recovery record (in the transaction that stores the wallet). */
  insert(
    userId: string,
    record: Pick<RecoveryRecord, 'salt' | 'kdf' | 'verifierHash'>,
    now: number,
  ): Promise<void>
  /** The account's record, locked for update when `forUpdate` (inside a transaction). */
  find(userId: string, options?: { forUpdate?: boolean }): Promise<RecoveryRecord | undefined>
  /** Writes the counters of a record found with `find`. */
  updateCounters(
    userId: string,
    counters: Pick<RecoveryRecord, 'tries' | 'openTries' | 'locks' | 'lockedUntil' | 'lockMailed'>,
    now: number,
  ): Promise<void>
  /** This device's own auth share (sealed), when it has one. */
  findDeviceShare(userId: string, deviceHash: string): Promise<string | undefined>
  /** Stores (or replaces) this device's own auth share (sealed). */
  saveDeviceShare(userId: string, deviceHash: string, sealed: string, now: number): Promise<void>
}

/**
 * The recovery password's records and the devices' own auth shares in the database (tables of migration
 * 302). Give it a transaction's `Queryable` to make a count and its check atomic.
 *
 * @example
 * const record = await createRecoveryStore(tx).find(userId, { forUpdate: true })
 */
export function createRecoveryStore(db: Queryable): RecoveryStore {
  return {
    async insert(userId, { salt, kdf, verifierHash }, now) {
      await db.query(
        `insert into auth_recovery (user_id, salt, kdf, verifier_hash, updated_at) values ($1, $2, $3, $4, $5)`,
        [userId, salt, JSON.stringify(kdf), verifierHash, now],
      )
    },
    async find(userId, { forUpdate = false } = {}) {
      const { rows } = await db.query<RecoveryRow>(
        `select salt, kdf, verifier_hash, tries, open_tries, locks, locked_until, lock_mailed
         from auth_recovery where user_id = $1${forUpdate ? ' for update' : ''}`,
        [userId],
      )
      const row = rows[0]
      return (
        row && {
          salt: row.salt,
          kdf: JSON.parse(row.kdf) as RecoveryKdf,
          verifierHash: row.verifier_hash,
          tries: Number(row.tries),
          openTries: Number(row.open_tries),
          locks: Number(row.locks),
          lockedUntil: Number(row.locked_until),
          lockMailed: row.lock_mailed,
        }
      )
    },
    async updateCounters(userId, { tries, openTries, locks, lockedUntil, lockMailed }, now) {
      await db.query(
        `update auth_recovery set tries = $2, open_tries = $3, locks = $4, locked_until = $5, lock_mailed = $6,
           updated_at = $7 where user_id = $1`,
        [userId, tries, openTries, locks, lockedUntil, lockMailed, now],
      )
    },
    async findDeviceShare(userId, deviceHash) {
      const { rows } = await db.query<{ auth_share: string }>(
        'select auth_share from auth_device_shares where user_id = $1 and device_hash = $2',
        [userId, deviceHash],
      )
      return rows[0]?.auth_share
    },
    async saveDeviceShare(userId, deviceHash, sealed, now) {
      await db.query(
        `insert into auth_device_shares (user_id, device_hash, auth_share, created_at) values ($1, $2, $3, $4)
         on conflict (user_id, device_hash) do update set auth_share = excluded.auth_share,
           created_at = excluded.created_at`,
        [userId, deviceHash, sealed, now],
      )
    },
  }
}
