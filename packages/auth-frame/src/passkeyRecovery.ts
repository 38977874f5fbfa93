import { recoveryPasskeyProof } from '@foyer/protocol'
import { isAddressEqual } from 'viem'
import { bytesToBase64 } from './base64.js'
import type { FrameContext, FramePasskeys } from './context.js'
import { NotConnectedError, PasskeyUnsupportedError, UnexpectedStepError } from './errors.js'
import { fetchWallet } from './fetchWallet.js'
import { completeRecovery, requireConnected } from './login.js'
import {
  createRecoveryPasskey,
  evaluatePasskeys,
  openPasskeyShare,
  type PasskeyPrf,
  type RecoveryPasskey,
  sealPasskeyShare,
} from './passkey.js'
import { signMessage } from './signer.js'

/**
 * Recovery by passkey in the login (the cryptography is passkey.ts, the server's rule
 * packages/server/src/auth/recoveryPasskeys.ts):
 *
 * - `addRecoveryPasskey`: right after the recovery password is set, with the new recovery share still in
 *   the frame's memory, a passkey seals it too; the wallet signs the passkey's record (device share +
 *   auth share) so that the server takes it from a device that holds the wallet only.
 * - `recoverWithPasskey`: on a new device, instead of the password: the passkey's PRF output opens its
 *   envelope, and the recovery share ends the recovery as the password's does (`completeRecovery`).
 */

function requirePasskeys(ctx: FrameContext): FramePasskeys {
  if (!ctx.passkeys) throw new PasskeyUnsupportedError('WebAuthn is not available in this frame')
  return ctx.passkeys
}

/**
 * Creates a recovery passkey (the browser's dialog: call it from a trusted click in the frame) and gives
 * the server its record: its credential id, PRF salt, the recovery share sealed with its key, and the
 * wallet's signature of them. Throws `PasskeyCancelledError` / `PasskeyUnsupportedError` (nothing is
 * saved then).
 *
 * @example
 * await addRecoveryPasskey(ctx, recoveryShare, signal)
 */
export async function addRecoveryPasskey(
  ctx: FrameContext,
  recoveryShare: Uint8Array,
  signal: AbortSignal,
): Promise<void> {
  const { credentials, rpId } = requirePasskeys(ctx)
  const session = await requireConnected(ctx, signal)
  const { address } = session.wallet
  const created = await createRecoveryPasskey(credentials, {
    rpId,
    // The name a passkey list shows: the email, or a social login's name for the account.
    user: { id: session.user.id, email: session.user.email || session.user.username || 'Foyer wallet' },
    signal,
  })
  const stored = await ctx.store.getDeviceShare(session.user.id)
  try {
    if (!stored || !isAddressEqual(stored.address, address)) throw new NotConnectedError()
    const envelope = await sealPasskeyShare(recoveryShare, created, address)
    const record = {
      credentialId: bytesToBase64(created.credentialId),
      prfSalt: bytesToBase64(created.prfSalt),
      envelope,
    }
    const signature = await signMessage({
      wallet: { address, shares: [stored.share, session.wallet.authShare] },
      message: recoveryPasskeyProof({ userId: session.user.id, address, ...record }),
    })
    signal.throwIfAborted()
    await ctx.api.addPasskey(session.token, { ...record, signature }, { signal })
    ctx.logger.info('[foyer-frame] recovery passkey added')
  } finally {
    created.prfOutput.fill(0)
    stored?.share.fill(0)
  }
}

/**
 * The account's recovery passkeys, when this frame can use passkeys and the session waits for recovery
 * (else none): read before the password form shows, so that the passkey button asks the browser at once.
 */
export async function listRecoveryPasskeys(
  ctx: FrameContext,
  signal: AbortSignal,
): Promise<readonly RecoveryPasskey[]> {
  const session = ctx.state.session
  if (!ctx.passkeys || session?.pending !== 'RECOVERY_PASSWORD_REQUIRED') return []
  return (await ctx.api.listPasskeys(session.token, { signal })).passkeys
}

/**
 * Unlocks the wallet on a new device with one of `passkeys` (the browser's dialog: call it from a
 * trusted click in the frame), exactly as the right recovery password does. Throws
 * `PasskeyCancelledError` when the dialog is closed, `WrongPasskeyError` when the envelope does not
 * open; the session still waits for the password or another try then.
 */
export async function recoverWithPasskey(
  ctx: FrameContext,
  passkeys: readonly RecoveryPasskey[],
  signal: AbortSignal,
): Promise<undefined> {
  const { credentials, rpId } = requirePasskeys(ctx)
  const session = ctx.state.session
  if (session?.pending !== 'RECOVERY_PASSWORD_REQUIRED')
    throw new UnexpectedStepError('No recovery is needed now')
  // The browser's dialog first, within the click's activation.
  const prf: PasskeyPrf = await evaluatePasskeys(credentials, { rpId, passkeys, signal })
  let recoveryShare: Uint8Array | undefined
  try {
    const { envelope } = await ctx.api.openPasskey(session.token, bytesToBase64(prf.credentialId), {
      signal,
    })
    const wallet = await fetchWallet(ctx, session, signal)
    try {
      recoveryShare = await openPasskeyShare(envelope, prf, wallet.address)
    } catch (error) {
      wallet.authShare.fill(0)
      wallet.recoveryAuthShare.fill(0)
      throw error
    }
    return await completeRecovery(ctx, session, wallet, recoveryShare, signal)
  } finally {
    prf.prfOutput.fill(0)
    recoveryShare?.fill(0)
  }
}
