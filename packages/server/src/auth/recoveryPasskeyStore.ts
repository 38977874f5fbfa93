import type { Queryable } from '../db/types.js'

/** A recovery passkey as stored (migration 303's `auth_recovery_passkeys`). */
export interface StoredRecoveryPasskey {
  /** base64 of the WebAuthn credential id. */
  credentialId: string
  /** base64 of the PRF salt. */
  prfSalt: string
  /** The frame's envelope, sealed under the share key (`crypto.encrypt`). */
  sealedEnvelope: string
  createdAt: number
}

export interface RecoveryPasskeyStore {
  /** The account's passkeys, oldest first. */
  list(userId: string): Promise<StoredRecoveryPasskey[]>
  find(userId: string, credentialId: string): Promise<StoredRecoveryPasskey | undefined>
  /**
   * Adds a passkey unless the account has `max` already or has this credential: 'added', 'exists' or
   * 'full'. The account's row is locked for the count, so two adds at once cannot pass the cap.
   */
  add(
    userId: string,
    passkey: Omit<StoredRecoveryPasskey, 'createdAt'>,
    now: number,
    max: number,
  ): Promise<'added' | 'exists' | 'full'>
}

interface PasskeyRow {
  credential_id: string
  prf_salt: string
  envelope: string
  created_at: number
}

const toPasskey = (row: PasskeyRow): StoredRecoveryPasskey => ({
  credentialId: row.credential_id,
  prfSalt: row.prf_salt,
  sealedEnvelope: row.envelope,
  createdAt: Number(row.created_at),
})

/**
 * The accounts' recovery passkeys in the database. Give `add` a transaction's `Queryable`: it counts and
 * inserts under the lock of the account's user row.
 *
 * @example
 * const passkeys = await createRecoveryPasskeyStore(db).list(userId)
 */
export function createRecoveryPasskeyStore(db: Queryable): RecoveryPasskeyStore {
  return {
    async list(userId) {
      const { rows } = await db.query<PasskeyRow>(
        `select credential_id, prf_salt, envelope, created_at from auth_recovery_passkeys
         where user_id = $1 order by created_at, credential_id`,
        [userId],
      )
      return rows.map(toPasskey)
    },
    async find(userId, credentialId) {
      const { rows } = await db.query<PasskeyRow>(
        `select credential_id, prf_salt, envelope, created_at from auth_recovery_passkeys
         where user_id = $1 and credential_id = $2`,
        [userId, credentialId],
      )
      return rows[0] && toPasskey(rows[0])
    },
    async add(userId, { credentialId, prfSalt, sealedEnvelope }, now, max) {
      await db.query('select id from auth_users where id = $1 for update', [userId])
      const { rows } = await db.query<{ credential_id: string }>(
        'select credential_id from auth_recovery_passkeys where user_id = $1',
        [userId],
      )
      if (rows.some((row) => row.credential_id === credentialId)) return 'exists'
      if (rows.length >= max) return 'full'
      await db.query(
        `insert into auth_recovery_passkeys (user_id, credential_id, prf_salt, envelope, created_at)
         values ($1, $2, $3, $4, $5)`,
        [userId, credentialId, prfSalt, sealedEnvelope, now],
      )
      return 'added'
    },
  }
}
