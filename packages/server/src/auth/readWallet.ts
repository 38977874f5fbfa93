import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { WalletNotFoundError } from './errors.js'
import { shareContext } from './saveWallet.js'
import type { AuthContext } from './types.js'

export interface ReadWalletReturnType {
  address: string
  /** base64 */
  authShare: string
  /** base64: the ciphertext the frame made with the recovery password. */
  recoveryShare: string
}

/**
 * GET /auth/v1/wallet. The account's wallet with both shares unsealed (the caller has checked that the
 * session's device is verified); 404 `WALLET_NOT_FOUND` before the first PUT.
 *
 * @example
 * const { address, authShare } = await readWallet(context, session)
 */
export async function readWallet(context: AuthContext, session: AuthSession): Promise<ReadWalletReturnType> {
  const wallet = await createAuthStore(context.db).findWallet(session.userId)
  if (!wallet) throw new WalletNotFoundError()
  const { crypto } = context
  return {
    address: wallet.address,
    authShare: crypto
      .decrypt(wallet.sealedAuthShare, shareContext('auth', session.userId))
      .toString('base64'),
    recoveryShare: crypto
      .decrypt(wallet.sealedRecoveryShare, shareContext('recovery', session.userId))
      .toString('base64'),
  }
}
