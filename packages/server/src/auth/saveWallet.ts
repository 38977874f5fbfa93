import { type AuthSession, createAuthStore } from './createAuthStore.js'
import { WalletExistsError } from './errors.js'
import { createRecoveryStore, type RecoveryKdf } from './recoveryStore.js'
import type { AuthContext } from './types.js'

export interface SaveWalletParameters {
  /** Checksummed. */
  address: string
  /** The server's Shamir share of the key (decoded from base64). */
  authShare: Uint8Array
  /** The recovery share as the frame sealed it with its recovery password's key (decoded). */
  recoveryShare: Uint8Array
  /** The recovery password's public parameters and verifier (see recovery.ts). */
  recovery: {
    /** The Argon2id salt (decoded). */
    salt: Uint8Array
    kdf: RecoveryKdf
    /** 32 bytes derived from the password's OPRF output; stored only as a keyed hash. */
    verifier: Uint8Array
  }
}

/** The additional data binding a sealed share to its account and column. */
export const shareContext = (kind: 'auth' | 'recovery', userId: string) => `${kind}-share:${userId}`

/**
 * PUT /auth/v1/wallet. Stores the account's wallet once (first login): the address, both shares sealed
 * with AES-256-GCM under the server's share key, and the recovery password's record (salt, Argon2id
 * cost, keyed hash of the verifier, counts at zero), in one transaction; 409 `WALLET_EXISTS` when the
 * account has one. One share is never enough to sign: the server cannot sign for the user.
 *
 * @example
 * await saveWallet(context, session, { address, authShare, recoveryShare, recovery })
 */
export async function saveWallet(
  context: AuthContext,
  session: AuthSession,
  { address, authShare, recoveryShare, recovery }: SaveWalletParameters,
): Promise<void> {
  const { crypto } = context
  const now = context.now()
  const saved = await context.db.transaction(async (tx) => {
    const saved = await createAuthStore(tx).saveWallet(
      session.userId,
      {
        address,
        sealedAuthShare: crypto.encrypt(authShare, shareContext('auth', session.userId)),
        sealedRecoveryShare: crypto.encrypt(recoveryShare, shareContext('recovery', session.userId)),
      },
      now,
    )
    if (!saved) return false
    await createRecoveryStore(tx).insert(
      session.userId,
      {
        salt: Buffer.from(recovery.salt).toString('base64'),
        kdf: recovery.kdf,
        verifierHash: crypto.hash('recovery-verifier', Buffer.from(recovery.verifier).toString('base64')),
      },
      now,
    )
    return true
  })
  if (!saved) throw new WalletExistsError()
}
