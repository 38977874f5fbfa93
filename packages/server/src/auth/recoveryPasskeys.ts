import { recoveryPasskeyProof } from '@foyer/protocol'
import { isAddressEqual, recoverMessageAddress } from 'viem'
import type { AuthSession } from './createAuthStore.js'
import { createAuthStore } from './createAuthStore.js'
import { WalletNotFoundError } from './errors.js'
import {
  PasskeyExistsError,
  PasskeyLimitError,
  PasskeyNotFoundError,
  WalletProofInvalidError,
} from './recoveryErrors.js'
import { createRecoveryPasskeyStore } from './recoveryPasskeyStore.js'
import type { AuthContext } from './types.js'

/**
 * Recovery by passkey (issue #24; the frame's side and the cryptography are in
 * packages/auth-frame/src/passkey.ts). For a session on a verified device of an account with a wallet:
 *
 * - `GET /recovery/passkeys` → `{ passkeys: [{ credentialId, prfSalt }] }`: what the frame needs to ask
 *   the person's passkeys for their PRF output (public values: a credential id is sent to any page that
 *   asks for an assertion, and a salt is no secret);
 * - `POST /recovery/passkeys` `{ credentialId, prfSalt, envelope, signature }` → 204: adds one, at most
 *   `MAX_RECOVERY_PASSKEYS` (10) per account. THE RULE: only a device that holds the wallet adds a
 *   passkey, and it proves it with the wallet's own EIP-191 signature of `recoveryPasskeyProof` (the
 *   account, the wallet, the credential, its salt and its envelope), which takes two of the key's shares.
 *   A session that only proved the mailbox (a new device, no share) cannot sign it, so it can neither
 *   add a passkey of its own nor fill the account's ten places; a signature cannot be moved to another
 *   credential, envelope or account.
 * - `POST /recovery/passkeys/open` `{ credentialId }` → `{ envelope }`: the envelope of one of the
 *   account's passkeys. It is answered without a count: its key is HKDF of the passkey's 256-bit PRF
 *   output, which only the authenticator computes, so whoever gets it (a mailbox holder included) has
 *   nothing to guess offline.
 */

export const MAX_RECOVERY_PASSKEYS = 10

/** The additional data binding a passkey's sealed envelope to its account and credential. */
const passkeyContext = (userId: string, credentialId: string) => `recovery-passkey:${userId}:${credentialId}`

/** GET /auth/v1/recovery/passkeys: the account's passkeys (credential id and PRF salt, base64). */
export async function listRecoveryPasskeys(
  context: AuthContext,
  session: AuthSession,
): Promise<{ passkeys: { credentialId: string; prfSalt: string }[] }> {
  if ((await createAuthStore(context.db).findWalletAddress(session.userId)) === null)
    throw new WalletNotFoundError()
  const passkeys = await createRecoveryPasskeyStore(context.db).list(session.userId)
  return { passkeys: passkeys.map(({ credentialId, prfSalt }) => ({ credentialId, prfSalt })) }
}

export interface AddRecoveryPasskeyParameters {
  credentialId: Uint8Array
  prfSalt: Uint8Array
  envelope: Uint8Array
  /** The wallet's EIP-191 signature of `recoveryPasskeyProof(…)`. */
  signature: `0x${string}`
}

/**
 * POST /auth/v1/recovery/passkeys (see the module comment): 403 `WALLET_PROOF_INVALID` without the
 * wallet's signature, 409 `PASSKEY_EXISTS` for a credential the account has, 409 `PASSKEY_LIMIT_REACHED`
 * (`max`) past 10, 404 `WALLET_NOT_FOUND` before the wallet exists.
 */
export async function addRecoveryPasskey(
  context: AuthContext,
  session: AuthSession,
  { credentialId, prfSalt, envelope, signature }: AddRecoveryPasskeyParameters,
): Promise<void> {
  const address = await createAuthStore(context.db).findWalletAddress(session.userId)
  if (address === null) throw new WalletNotFoundError()
  const text = {
    credentialId: Buffer.from(credentialId).toString('base64'),
    prfSalt: Buffer.from(prfSalt).toString('base64'),
    envelope: Buffer.from(envelope).toString('base64'),
  }
  const message = recoveryPasskeyProof({ userId: session.userId, address, ...text })
  let signer: string
  try {
    signer = await recoverMessageAddress({ message, signature })
  } catch {
    throw new WalletProofInvalidError()
  }
  if (!isAddressEqual(signer as `0x${string}`, address as `0x${string}`)) throw new WalletProofInvalidError()
  const sealedEnvelope = context.crypto.encrypt(envelope, passkeyContext(session.userId, text.credentialId))
  const outcome = await context.db.transaction((tx) =>
    createRecoveryPasskeyStore(tx).add(
      session.userId,
      { credentialId: text.credentialId, prfSalt: text.prfSalt, sealedEnvelope },
      context.now(),
      MAX_RECOVERY_PASSKEYS,
    ),
  )
  if (outcome === 'exists') throw new PasskeyExistsError()
  if (outcome === 'full') throw new PasskeyLimitError({ max: MAX_RECOVERY_PASSKEYS })
}

/** POST /auth/v1/recovery/passkeys/open: the envelope of one of the account's passkeys (base64). */
export async function openRecoveryPasskey(
  context: AuthContext,
  session: AuthSession,
  credentialId: Uint8Array,
): Promise<{ envelope: string }> {
  const id = Buffer.from(credentialId).toString('base64')
  const passkey = await createRecoveryPasskeyStore(context.db).find(session.userId, id)
  if (!passkey) throw new PasskeyNotFoundError()
  const envelope = context.crypto.decrypt(passkey.sealedEnvelope, passkeyContext(session.userId, id))
  return { envelope: envelope.toString('base64') }
}
