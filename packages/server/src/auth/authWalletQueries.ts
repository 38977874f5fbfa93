import type { Queryable } from '../db/types.js'
import type { AuthStore } from './authStoreTypes.js'

/** The accounts' wallets: the address and the sealed shares, written once. */
export function createAuthWalletQueries(
  db: Queryable,
): Pick<AuthStore, 'saveWallet' | 'findWallet' | 'findWalletAddress'> {
  return {
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
  }
}
