import { type CheckCodesErrorType, checkCodes } from './checkCodes.js'
import { createAuthStore } from './createAuthStore.js'
import { createCodeStore } from './createCodeStore.js'
import type { AuthContext } from './types.js'

export interface VerifyEmailOtpParameters {
  /** Lower-case, validated. */
  email: string
  deviceId: string
  otp: string
}

export interface VerifyEmailOtpReturnType {
  /** 32 random bytes, base64url: `Authorization: Bearer <sessionToken>`. Stored only as a hash. */
  sessionToken: string
  user: {
    id: string
    email: string
    /** The account was created by this sign-in. */
    isNew: boolean
    /** The account's wallet address; null until the frame stores a wallet (PUT /auth/v1/wallet). */
    address: string | null
  }
}

export type VerifyEmailOtpErrorType = CheckCodesErrorType

/**
 * POST /auth/v1/email/verify. Checks the login code (5 tries, 10 minutes, only for the device that asked
 * for it), then in one transaction finds or creates the account, marks the device verified and opens a
 * session bound to that device, valid for `sessionTtlMs`.
 *
 * @example
 * const { sessionToken, user } = await verifyEmailOtp(context, { email: 'ada@example.com', deviceId, otp: '042917' })
 */
export async function verifyEmailOtp(
  context: AuthContext,
  { email, deviceId, otp }: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  const { db, crypto } = context
  const now = context.now()
  const deviceHash = crypto.hash('device', deviceId)
  await checkCodes({ codes: createCodeStore(db), crypto, now }, email, [
    { purpose: 'login', code: otp, deviceHash },
  ])
  const sessionToken = crypto.token()
  const user = await db.transaction(async (tx) => {
    const store = createAuthStore(tx)
    const found = await store.findOrCreateUser(email, now)
    await store.verifyDevice(found.id, deviceHash, now)
    await store.createSession({
      tokenHash: crypto.hash('session', sessionToken),
      userId: found.id,
      deviceHash,
      now,
      expiresAt: now + context.sessionTtlMs,
    })
    return found
  })
  const address = await createAuthStore(db).findWalletAddress(user.id)
  return { sessionToken, user: { id: user.id, email: user.email, isNew: user.isNew, address } }
}
