import type { Queryable } from '../db/types.js'
import { createAuthSessionQueries } from './authSessionQueries.js'
import type { AuthStore } from './authStoreTypes.js'
import { createAuthUserQueries } from './authUserQueries.js'
import { createAuthWalletQueries } from './authWalletQueries.js'

export type { AuthSession, AuthStore, AuthUser, StoredWallet } from './authStoreTypes.js'

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
  return {
    ...createAuthUserQueries(db),
    ...createAuthSessionQueries(db),
    ...createAuthWalletQueries(db),
  }
}
