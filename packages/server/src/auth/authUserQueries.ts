import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/types.js'
import type { AuthStore, AuthUser } from './authStoreTypes.js'

/** The accounts and their verified devices: find or create an account, change its address, trust a device. */
export function createAuthUserQueries(
  db: Queryable,
): Pick<
  AuthStore,
  'findUserByEmail' | 'findOrCreateUser' | 'isDeviceVerified' | 'verifyDevice' | 'changeEmail'
> {
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
