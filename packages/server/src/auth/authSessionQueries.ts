import type { Queryable } from '../db/types.js'
import type { AuthStore } from './authStoreTypes.js'

/** A session joined with its account and wallet, as the database answers it. */
interface SessionRow {
  token_hash: string
  user_id: string
  email: string | null
  username: string | null
  device_hash: string
  project_id: string
  host_origin: string
  expires_at: number
  address: string | null
}

/** The sessions, kept by their token's hash: open one, find a live one, end one or all of an account's. */
export function createAuthSessionQueries(
  db: Queryable,
): Pick<AuthStore, 'createSession' | 'findSession' | 'deleteSession' | 'deleteUserSessions'> {
  return {
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
        `select s.token_hash, s.user_id, u.email, u.username, s.device_hash, s.project_id, s.host_origin, s.expires_at, w.address
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
          username: row.username,
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
  }
}
