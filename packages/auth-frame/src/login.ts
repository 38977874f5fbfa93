import { type Address, isAddressEqual } from 'viem'
import type { AuthUser } from './authApi.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import type { ConnectedSession, FrameContext, Session } from './context.js'
import {
  AuthApiError,
  InvalidShareError,
  NotConnectedError,
  RecoveryEnvelopeError,
  RecoveryPasswordRuleError,
  UnexpectedStepError,
  WalletMismatchError,
} from './errors.js'
import { type FetchedWallet, fetchWallet } from './fetchWallet.js'
import { createWalletShares, sharesAddress, splitForDevice } from './keys.js'
import { loadPasswordStrength } from './loadPasswordStrength.js'
import { personalWords, RECOVERY_PASSWORD_MIN_LENGTH } from './passwordRule.js'
import {
  assertRecoveryKdf,
  deriveRecoveryKeys,
  newRecoverySalt,
  openRecoveryShare,
  RECOVERY_SALT_LENGTH,
  type RecoveryKeys,
  recoveryKdfFor,
  sealRecoveryShare,
  toRecoveryError,
} from './recovery.js'

/**
 * The email login of the secure frame: CONNECT_EMAIL → (CONNECT_DEVICE) → CONNECT_OTP → connected, with a
 * recovery-password step when this device holds no share of the user's wallet:
 *
 * - first login (the server knows no wallet): CONNECT_OTP answers SET_RECOVERY_PASSWORD; the password
 *   (strength rule: passwordStrength.ts) creates the wallet, the server gets the auth share, the recovery
 *   share sealed with a key of the password's OPRF output, and the password's salt, cost and verifier
 *   (PUT /wallet; recovery.ts), this device keeps the device share;
 * - known device: the device share and the server's auth share (GET /wallet) rebuild the wallet's address:
 *   CONNECT;
 * - new device (or a device share that no longer fits): CONNECT_OTP answers RECOVERY_PASSWORD_REQUIRED; the
 *   password is checked online by the server, which counts (10 tries per account, then a lock) and only
 *   then answers the recovery envelope (recovery.ts). The wallet's auth share and the recovery share
 *   rebuild the key, which is split again for this device alone (keys.ts `splitForDevice`): this device
 *   keeps the first share, the server the second for this device only (PUT /wallet/device-share). The
 *   wallet's own shares are not touched: the user's other devices keep working.
 */

/** CONNECT_EMAIL: asks the server to send a code for this device. */
export async function connectEmail(ctx: FrameContext, email: string, signal: AbortSignal) {
  const deviceId = await ctx.store.getDeviceId()
  const { action } = await ctx.api.requestOtp({ email, deviceId }, { signal })
  ctx.state.login = { email, action }
  return { action }
}

/**
 * CONNECT_DEVICE: the device step. With the Foyer server the code sent by CONNECT_EMAIL verifies the
 * device too (the server marks the device verified when the code comes back with its id), so this only
 * checks that a device verification is what the login waits for; the page then asks for the code.
 */
export async function connectDevice(ctx: FrameContext): Promise<undefined> {
  if (ctx.state.login?.action !== 'VERIFY_DEVICE') throw new UnexpectedStepError('No device to verify')
  return undefined
}

/** CONNECT_OTP: the code for a session, then the wallet on this device (see the module comment). */
export async function connectOtp(ctx: FrameContext, otp: string, signal: AbortSignal) {
  const { login } = ctx.state
  if (!login) throw new UnexpectedStepError('Enter your email first')
  const deviceId = await ctx.store.getDeviceId()
  const { sessionToken, user } = await ctx.api.verifyOtp({ email: login.email, deviceId, otp }, { signal })
  ctx.state.login = undefined
  return openSession(ctx, sessionToken, user, signal)
}

/**
 * Keeps a new session (its token in the device store) and opens its wallet on this device (see the
 * module comment): CONNECT, or the recovery-password step it needs. What CONNECT_OTP and CONNECT_SOCIAL
 * answer once the server gave the session.
 */
export async function openSession(
  ctx: FrameContext,
  sessionToken: string,
  user: AuthUser,
  signal: AbortSignal,
) {
  await ctx.store.setSessionToken(sessionToken)
  const session: Session = { token: sessionToken, user }
  await unlock(ctx, session, signal)
  replaceSession(ctx, session)
  return { action: session.pending ?? ('CONNECT' as const) }
}

/**
 * SET_RECOVERY_PASSWORD: the first login's password; creates the wallet (see the module comment). Throws
 * `RecoveryPasswordRuleError` (RECOVERY_PASSWORD_TOO_SHORT / RECOVERY_PASSWORD_WEAK, with `reason`) for
 * a password the strength rule refuses, and `PasswordRuleUnavailableError` when the rule's chunk cannot
 * be loaded: nothing is created then.
 */
export async function setRecoveryPassword(
  ctx: FrameContext,
  password: string,
  signal: AbortSignal,
  {
    keepRecoveryShare,
  }: {
    /** Gets a copy of the new recovery share (to seal it for a passkey too); the caller zeroes it. */
    keepRecoveryShare?: ((share: Uint8Array) => void) | undefined
  } = {},
): Promise<undefined> {
  const session = ctx.state.session
  if (session?.pending !== 'SET_RECOVERY_PASSWORD') throw new UnexpectedStepError('No wallet to create')
  // The rule's own chunk, loaded on demand: a password is never accepted without its verdict.
  const { assessRecoveryPassword } = await loadPasswordStrength(ctx)
  const assessment = assessRecoveryPassword(password, personalWords(session.user))
  if (!assessment.ok)
    throw new RecoveryPasswordRuleError(assessment.reason ?? 'guessable', RECOVERY_PASSWORD_MIN_LENGTH)
  const shares = await createWalletShares()
  let keys: RecoveryKeys | undefined
  try {
    const { address } = shares
    const salt = newRecoverySalt()
    const kdf = recoveryKdfFor(ctx.kdfMemoryKiB)
    keys = await deriveRecoveryKeys(password, salt, kdf, evaluateWith(ctx, session.token, signal))
    const recoveryShare = await sealRecoveryShare(shares.recoveryShare, keys.sealKey, address)
    signal.throwIfAborted()
    await ctx.api.putWallet(
      session.token,
      {
        address,
        authShare: bytesToBase64(shares.authShare),
        recoveryShare,
        recovery: { salt: bytesToBase64(salt), kdf, verifier: bytesToBase64(keys.verifier) },
      },
      { signal },
    )
    // After the server has the wallet: a device share alone would be a share of nothing.
    await ctx.store.setDeviceShare(session.user.id, { address, share: shares.deviceShare })
    session.user = { ...session.user, address }
    session.wallet = { address, authShare: shares.authShare }
    session.pending = undefined
    ctx.logger.info('[foyer-frame] wallet created', address)
    keepRecoveryShare?.(Uint8Array.from(shares.recoveryShare))
    return undefined
  } finally {
    keys?.sealKey.fill(0)
    keys?.verifier.fill(0)
    shares.deviceShare.fill(0)
    shares.recoveryShare.fill(0)
    if (session.wallet?.authShare !== shares.authShare) shares.authShare.fill(0)
  }
}

/**
 * ENTER_RECOVERY_PASSWORD: unlocks the wallet on a new device and gives the device its own share (see the
 * module comment). A wrong password throws `WrongRecoveryPasswordError` (`triesLeft`: the account's tries
 * before the lock), a locked recovery `RecoveryLockedError` (RECOVERY_LOCKED, `retryAfter` seconds), a
 * wallet of the format of before issue #24 `RecoveryObsoleteError`.
 */
export async function enterRecoveryPassword(
  ctx: FrameContext,
  password: string,
  signal: AbortSignal,
): Promise<undefined> {
  const session = ctx.state.session
  if (session?.pending !== 'RECOVERY_PASSWORD_REQUIRED')
    throw new UnexpectedStepError('No recovery password is needed now')
  const wallet = await fetchWallet(ctx, session, signal)
  let keys: RecoveryKeys | undefined
  let recoveryShare: Uint8Array | undefined
  try {
    const { salt: saltText, kdf } = await ctx.api
      .getRecovery(session.token, { signal })
      .catch((error: unknown) => Promise.reject(toRecoveryError(error)))
    const salt = base64ToBytes(saltText)
    if (!salt || salt.length !== RECOVERY_SALT_LENGTH)
      throw new RecoveryEnvelopeError('the salt is unreadable')
    // The server's cost is taken as it is (within the frame's bounds): a lower one only makes the key wrong.
    assertRecoveryKdf(kdf, { allowWeakKdf: true })
    keys = await deriveRecoveryKeys(password, salt, kdf, evaluateWith(ctx, session.token, signal))
    const { recoveryShare: envelope } = await ctx.api
      .openRecovery(session.token, bytesToBase64(keys.verifier), { signal })
      .catch((error: unknown) => Promise.reject(toRecoveryError(error)))
    recoveryShare = await openRecoveryShare(envelope, keys.sealKey, wallet.address)
    return await completeRecovery(ctx, session, wallet, recoveryShare, signal)
  } finally {
    keys?.sealKey.fill(0)
    keys?.verifier.fill(0)
    recoveryShare?.fill(0)
  }
}

/**
 * The end of a recovery on a new device, by password or passkey: the wallet's auth share and the
 * recovery share rebuild the key, split again for this device alone (`splitForDevice`); the server keeps
 * the device's auth share, the device its share, and the session is connected. Zeroes the wallet's
 * shares it was given (the recovery share is the caller's).
 */
export async function completeRecovery(
  ctx: FrameContext,
  session: Session,
  wallet: FetchedWallet,
  recoveryShare: Uint8Array,
  signal: AbortSignal,
): Promise<undefined> {
  let device: { deviceShare: Uint8Array; authShare: Uint8Array } | undefined
  try {
    device = await splitForDevice(wallet.recoveryAuthShare, recoveryShare, wallet.address)
    if (!isAddressEqual(await sharesAddress(device.deviceShare, device.authShare), wallet.address))
      throw new WalletMismatchError()
    signal.throwIfAborted()
    await ctx.api.putDeviceShare(session.token, bytesToBase64(device.authShare), { signal })
    await ctx.store.setDeviceShare(session.user.id, { address: wallet.address, share: device.deviceShare })
    session.wallet = { address: wallet.address, authShare: device.authShare }
    session.pending = undefined
    return undefined
  } finally {
    device?.deviceShare.fill(0)
    if (device && session.wallet?.authShare !== device.authShare) device.authShare.fill(0)
    wallet.authShare.fill(0)
    wallet.recoveryAuthShare.fill(0)
  }
}

/** The OPRF evaluation by the server, as `deriveRecoveryKeys` calls it (bytes in, bytes out). */
function evaluateWith(ctx: FrameContext, token: string, signal: AbortSignal) {
  return async (blinded: Uint8Array): Promise<Uint8Array> => {
    const { evaluated } = await ctx.api
      .evaluateRecovery(token, bytesToBase64(blinded), { signal })
      .catch((error: unknown) => Promise.reject(toRecoveryError(error)))
    const bytes = base64ToBytes(evaluated)
    if (!bytes) throw new RecoveryEnvelopeError("the server's evaluation is unreadable")
    return bytes
  }
}

/** IS_CONNECTED: a wallet unlocked in this frame, or one restored from the stored session token. */
export async function isConnected(ctx: FrameContext, signal: AbortSignal): Promise<boolean> {
  if (!ctx.state.session) await restore(ctx, signal)
  return ctx.state.session?.wallet !== undefined
}

/** The connected session, restored from the stored token if need be; `NotConnectedError` otherwise. */
export async function requireConnected(ctx: FrameContext, signal: AbortSignal): Promise<ConnectedSession> {
  if (!ctx.state.session) await restore(ctx, signal)
  const session = ctx.state.session
  if (!session?.wallet) throw new NotConnectedError()
  return session as ConnectedSession
}

/**
 * SIGN_OUT: forgets the session here (token, auth share) and ends it on the server. The device share
 * stays: this device remains a known device. A server that cannot be reached is logged, not an error:
 * this frame is signed out either way, and the server's session expires on its own. `everywhere` ends
 * every session of the account first (a lost or stolen device): that one must reach the server, or it
 * fails and nothing is forgotten, so that the person can try again.
 */
export async function signOut(
  ctx: FrameContext,
  signal: AbortSignal,
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<undefined> {
  if (everywhere) {
    const current = ctx.state.session?.token ?? (await ctx.store.getSessionToken())
    if (current === undefined) throw new NotConnectedError()
    await ctx.api.deleteSession(current, { signal, all: true })
  }
  // After ?all=1 this session is over on the server too: only this frame's copy is left to forget.
  const { session } = ctx.state
  replaceSession(ctx, undefined)
  ctx.state.login = undefined
  ctx.state.emailUpdate = undefined
  const token = session?.token ?? (await ctx.store.getSessionToken())
  await ctx.store.setSessionToken(undefined)
  if (token === undefined || everywhere) return undefined
  try {
    await ctx.api.deleteSession(token, { signal })
  } catch (error) {
    ctx.logger.warn('[foyer-frame] the server session could not be ended; it will expire', codeOf(error))
  }
  return undefined
}

/**
 * The connected session, checked with the server before a signature: a session ended elsewhere (sign-out
 * on every device, its expiry) ends here too, and nothing is signed with the auth share kept in memory.
 */
export async function requireLiveSession(ctx: FrameContext, signal: AbortSignal): Promise<ConnectedSession> {
  const session = await requireConnected(ctx, signal)
  try {
    await ctx.api.getSession(session.token, { signal })
  } catch (error) {
    if (!(error instanceof AuthApiError && error.status === 401)) throw error
    ctx.logger.info('[foyer-frame] the session was ended elsewhere')
    if (ctx.state.session === session) replaceSession(ctx, undefined)
    await ctx.store.setSessionToken(undefined)
    throw new NotConnectedError()
  }
  return session
}

/**
 * Sets the frame's session, zeroing the auth share of the one it replaces and forgetting its smart
 * account's address (asked of the chain again for the next session's wallet).
 */
function replaceSession(ctx: FrameContext, session: Session | undefined): void {
  const previous = ctx.state.session
  if (previous?.wallet && previous.wallet.authShare !== session?.wallet?.authShare)
    previous.wallet.authShare.fill(0)
  if (previous !== session) ctx.state.smartAccount = undefined
  ctx.state.session = session
}

/** Unlocks `session`'s wallet with this device's share, or sets the recovery step it needs instead. */
async function unlock(ctx: FrameContext, session: Session, signal: AbortSignal): Promise<void> {
  const address = session.user.address
  if (!address) {
    session.pending = 'SET_RECOVERY_PASSWORD'
    return
  }
  session.pending = 'RECOVERY_PASSWORD_REQUIRED'
  const stored = await ctx.store.getDeviceShare(session.user.id)
  if (!stored || !isAddressEqual(stored.address, address)) return
  const wallet = await fetchWallet(ctx, session, signal)
  // The wallet's own auth share is the recovery share's pair: not needed to unlock with a device share.
  if (wallet.recoveryAuthShare !== wallet.authShare) wallet.recoveryAuthShare.fill(0)
  try {
    if (await rebuilds(stored.share, wallet.authShare, address)) {
      session.wallet = { address: wallet.address, authShare: wallet.authShare }
      session.pending = undefined
      return
    }
    ctx.logger.warn(
      "[foyer-frame] this device's share does not fit the wallet: asking for the recovery password",
    )
    wallet.authShare.fill(0)
  } finally {
    stored.share.fill(0)
  }
}

/** Whether two shares rebuild `address`; shares of two splits that cannot be combined (same x) do not. */
async function rebuilds(shareA: Uint8Array, shareB: Uint8Array, address: Address): Promise<boolean> {
  try {
    return isAddressEqual(await sharesAddress(shareA, shareB), address)
  } catch (error) {
    if (error instanceof InvalidShareError || error instanceof WalletMismatchError) return false
    throw error
  }
}

/** Restores the session of the stored token (after a page reload), once at a time. */
function restore(ctx: FrameContext, signal: AbortSignal): Promise<boolean> {
  ctx.state.restoring ??= restoreOnce(ctx, signal).finally(() => {
    ctx.state.restoring = undefined
  })
  return ctx.state.restoring
}

async function restoreOnce(ctx: FrameContext, signal: AbortSignal): Promise<boolean> {
  const token = await ctx.store.getSessionToken()
  if (!token) return false
  let user: AuthUser
  try {
    user = await ctx.api.getSession(token, { signal })
  } catch (error) {
    if (!(error instanceof AuthApiError && error.status === 401)) throw error
    ctx.logger.info('[foyer-frame] the stored session is over')
    await ctx.store.setSessionToken(undefined)
    return false
  }
  const session: Session = { token, user }
  await unlock(ctx, session, signal)
  // A login or sign-out that finished meanwhile wins; a session still waiting for a password is not kept
  // (the page starts a login, which asks for it).
  const current = !ctx.state.session && (await ctx.store.getSessionToken()) === token
  if (!session.wallet || !current) {
    session.wallet?.authShare.fill(0)
    return false
  }
  ctx.state.session = session
  return true
}

function codeOf(error: unknown): string {
  return error instanceof AuthApiError ? error.code : String(error)
}
