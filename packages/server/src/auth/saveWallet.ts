import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { WalletExistsError } from './errors.js'
import type { AuthContext } from './types.js'

export interface SaveWalletParameters {
  /** Checksummed. */
  address: string
  /** The server's Shamir share of the key (decoded from base64). */
  authShare: Uint8Array
  /** The recovery share as the frame encrypted it with the user's recovery password (decoded). */
  recoveryShare: Uint8Array
}

/** The additional data binding a sealed share to its account and column. */
export const shareContext = (kind: 'auth' | 'recovery', userId: string) => `${kind}-share:${userId}`

/**
 * PUT /auth/v1/wallet. Stores the account's wallet once (first login): the address, and both shares
 * sealed with AES-256-GCM under the server's share key; 409 `WALLET_EXISTS` when the account has one.
 * One share is never enough to sign: the server cannot sign for the user.
 *
 * @example
 * await saveWallet(context, session, { address, authShare, recoveryShare })
 */
export async function saveWallet(
  context: AuthContext,
  session: AuthSession,
  { address, authShare, recoveryShare }: SaveWalletParameters,
): Promise<void> {
  const { crypto } = context
  const saved = await createAuthStore(context.db).saveWallet(
    session.userId,
    {
      address,
      sealedAuthShare: crypto.encrypt(authShare, shareContext('auth', session.userId)),
      sealedRecoveryShare: crypto.encrypt(recoveryShare, shareContext('recovery', session.userId)),
    },
    context.now(),
  )
  if (!saved) throw new WalletExistsError()
}
