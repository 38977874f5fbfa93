import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/types.js'

export interface AuthUser {
  id: string
  email: string
}

/** A live session, found by its token's hash. */
export interface AuthSession {
  tokenHash: string
  userId: string
  email: string
  /** The hashed id of the device the session was created on. */
  deviceHash: string
  /** The project the session was opened for (`X-Foyer-Project` at sign-in). */
  projectId: string
  /** The origin of the page that embedded the frame at sign-in (`X-Foyer-Origin`). */
  hostOrigin: string
  expiresAt: number
  /** The account's wallet address, when it has one. */
  address: string | null
}

/** A wallet as stored: the address and the two sealed shares (AES-256-GCM ciphertexts). */
export interface StoredWallet {
  address: string
  sealedAuthShare: string
  sealedRecoveryShare: string
}

export interface AuthStore {
  findUserByEmail(email: string): Promise<AuthUser | undefined>
  /** The account of `email`, created when there is none (`isNew`). */
  findOrCreateUser(email: string, now: number): Promise<AuthUser & { isNew: boolean }>
  isDeviceVerified(userId: string, deviceHash: string): Promise<boolean>
  verifyDevice(userId: string, deviceHash: string, now: number): Promise<void>
  /** Stores a session (its token's hash) and drops the user's expired ones. */
  createSession(session: {
    tokenHash: string
    userId: string
    deviceHash: string
    projectId: string
    hostOrigin: string
    now: number
    expiresAt: number
  }): Promise<void>
  /** The session of a token hash, unless it expired or was deleted. */
  findSession(tokenHash: string, now: number): Promise<AuthSession | undefined>
  deleteSession(tokenHash: string): Promise<void>
  /** Ends every session of the account (sign out everywhere); the number ended. */
  deleteUserSessions(userId: string): Promise<number>
  /** Stores the account's wallet; false when it has one already (the shares are written once). */
  saveWallet(userId: string, wallet: StoredWallet, now: number): Promise<boolean>
  findWallet(userId: string): Promise<StoredWallet | undefined>
  findWalletAddress(userId: string): Promise<string | null>
  /** Changes the account's email address; false when another account uses the new one. */
  changeEmail(userId: string, email: string, now: number): Promise<boolean>
}

interface SessionRow {
  token_hash: string
  user_id: string
  email: string
  device_hash: string
  project_id: string
  host_origin: string
  expires_at: number
  address: string | null
}

/**
 * The accounts of the email login in the database (tables of migration 300): users, their verified
 * devices, sessions and wallets. Give it a transaction's `Queryable` to make
 * several calls atomic. Email addresses are stored lower-case; secrets only as hashes or ciphertexts.
 *
 * @example
 * const store = createAuthStore(db)
 * const user = await store.findOrCreateUser('ada@example.com', Date.now())
 */
export function createAuthStore(db: Queryable): AuthStore {
  const findUserByEmail = async (email: string) => {
    const { rows } = await db.query<AuthUser>('select id, email from auth_users where email = $1', [email])
    return rows[0]
  }
  return {
    findUserByEmail,
    async findOrCreateUser(email, now) {
      const { rows } = await db.query<AuthUser>(
        `insert into auth_users (id, email, created_at, updated_at) values ($1, $2, $3, $3)
         on conflict (email) do nothing returning id, email`,
        [randomUUID(), email, now],
      )
      if (rows[0]) return { ...rows[0], isNew: true }
      const existing = await findUserByEmail(email)
      if (!existing) throw new Error(`auth_users: ${email} neither inserted nor found`)
      return { ...existing, isNew: false }
    },
    async isDeviceVerified(userId, deviceHash) {
      const { rows } = await db.query('select 1 from auth_devices where user_id = $1 and device_hash = $2', [
        userId,
        deviceHash,
      ])
      return rows.length > 0
    },
    async verifyDevice(userId, deviceHash, now) {
      await db.query(
        `insert into auth_devices (user_id, device_hash, verified_at) values ($1, $2, $3)
         on conflict (user_id, device_hash) do update set verified_at = excluded.verified_at`,
        [userId, deviceHash, now],
      )
    },
    async createSession({ tokenHash, userId, deviceHash, projectId, hostOrigin, now, expiresAt }) {
      await db.query('delete from auth_sessions where user_id = $1 and expires_at <= $2', [userId, now])
      await db.query(
        `insert into auth_sessions (token_hash, user_id, device_hash, project_id, host_origin, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [tokenHash, userId, deviceHash, projectId, hostOrigin, now, expiresAt],
      )
    },
    async findSession(tokenHash, now) {
      const { rows } = await db.query<SessionRow>(
        `select s.token_hash, s.user_id, u.email, s.device_hash, s.project_id, s.host_origin, s.expires_at, w.address
         from auth_sessions s
         join auth_users u on u.id = s.user_id
         left join auth_wallets w on w.user_id = s.user_id
         where s.token_hash = $1 and s.expires_at > $2`,
        [tokenHash, now],
      )
      const row = rows[0]
      return (
        row && {
          tokenHash: row.token_hash,
          userId: row.user_id,
          email: row.email,
          deviceHash: row.device_hash,
          projectId: row.project_id,
          hostOrigin: row.host_origin,
          expiresAt: Number(row.expires_at),
          address: row.address,
        }
      )
    },
    async deleteSession(tokenHash) {
      await db.query('delete from auth_sessions where token_hash = $1', [tokenHash])
    },
    async deleteUserSessions(userId) {
      const { rows } = await db.query('delete from auth_sessions where user_id = $1 returning token_hash', [
        userId,
      ])
      return rows.length
    },
    async saveWallet(userId, { address, sealedAuthShare, sealedRecoveryShare }, now) {
      const { rows } = await db.query(
        `insert into auth_wallets (user_id, address, auth_share, recovery_share, created_at)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id) do nothing returning user_id`,
        [userId, address, sealedAuthShare, sealedRecoveryShare, now],
      )
      return rows.length > 0
    },
    async findWallet(userId) {
      const { rows } = await db.query<{ address: string; auth_share: string; recovery_share: string }>(
        'select address, auth_share, recovery_share from auth_wallets where user_id = $1',
        [userId],
      )
      const row = rows[0]
      return (
        row && {
          address: row.address,
          sealedAuthShare: row.auth_share,
          sealedRecoveryShare: row.recovery_share,
        }
      )
    },
    async findWalletAddress(userId) {
      const { rows } = await db.query<{ address: string }>(
        'select address from auth_wallets where user_id = $1',
        [userId],
      )
      return rows[0]?.address ?? null
    },
    async changeEmail(userId, email, now) {
      // The unique index is the last word; checking first keeps the usual case free of a failed statement.
      const { rows } = await db.query(
        `update auth_users set email = $2, updated_at = $3
         where id = $1 and not exists (select 1 from auth_users where email = $2)
         returning id`,
        [userId, email, now],
      )
      return rows.length > 0
    },
  }
}
