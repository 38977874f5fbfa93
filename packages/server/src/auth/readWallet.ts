import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { WalletNotFoundError } from './errors.js'
import { deviceShareContext } from './recovery.js'
import { createRecoveryStore } from './recoveryStore.js'
import { shareContext } from './saveWallet.js'
import type { AuthContext } from './types.js'

export interface ReadWalletReturnType {
  address: string
  /** base64: the wallet's auth share (the first device's pair, and the recovery share's). */
  authShare: string
  /** base64: this device's own auth share (keys.ts `splitForDevice`), when it has one. */
  deviceAuthShare?: string
}

/**
 * GET /auth/v1/wallet. The account's wallet: its address, its auth share and, for a device that
 * recovered it, that device's own auth share, unsealed (the caller has checked that the session's device
 * is verified); 404 `WALLET_NOT_FOUND` before the first PUT. The recovery envelope is NOT here (issue
 * #24 item 2): it is answered only after the recovery password's online check (POST /recovery/open).
 *
 * @example
 * const { address, authShare } = await readWallet(context, session)
 */
export async function readWallet(context: AuthContext, session: AuthSession): Promise<ReadWalletReturnType> {
  const wallet = await createAuthStore(context.db).findWallet(session.userId)
  if (!wallet) throw new WalletNotFoundError()
  const { crypto } = context
  const device = await createRecoveryStore(context.db).findDeviceShare(session.userId, session.deviceHash)
  return {
    address: wallet.address,
    authShare: crypto
      .decrypt(wallet.sealedAuthShare, shareContext('auth', session.userId))
      .toString('base64'),
    ...(device && {
      deviceAuthShare: crypto
        .decrypt(device, deviceShareContext(session.userId, session.deviceHash))
        .toString('base64'),
    }),
  }
}
