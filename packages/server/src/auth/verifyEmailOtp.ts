import { type CheckCodesErrorType, checkCodes } from './checkCodes.js'
import { createAuthStore } from './createAuthStore.js'
import { createCodeStore } from './createCodeStore.js'
import type { TooManyGuessesError } from './errors.js'
import { guessKeys, withGuessLimit } from './guessKeys.js'
import type { SessionScope } from './readScope.js'
import type { AuthContext } from './types.js'

export interface VerifyEmailOtpParameters {
  /** Lower-case, validated. */
  email: string
  deviceId: string
  otp: string
  /** The project and site the session is opened for (checked by `readScope`). */
  scope: SessionScope
  /** The client's address (the back-off of wrong codes); undefined when unknown. */
  clientAddress: string | undefined
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

export type VerifyEmailOtpErrorType = CheckCodesErrorType | TooManyGuessesError

/**
 * POST /auth/v1/email/verify. Checks the login code this device asked for (5 tries, 10 minutes; another
 * device's guesses never reach it), under the back-off of wrong codes per device and per client
 * address, then in one transaction finds or creates the account, marks the device verified (the code
 * proved the mailbox) and opens a session bound to that device, the project and the page origin, valid
 * for `sessionTtlMs`.
 *
 * @example
 * const { sessionToken, user } = await verifyEmailOtp(context, { email, deviceId, otp: '042917', scope, clientAddress })
 */
export async function verifyEmailOtp(
  context: AuthContext,
  { email, deviceId, otp, scope, clientAddress }: VerifyEmailOtpParameters,
): Promise<VerifyEmailOtpReturnType> {
  const { db, crypto } = context
  const now = context.now()
  const deviceHash = crypto.hash('device', deviceId)
  const keys = guessKeys(deviceHash, clientAddress, context.wrongCodesPerAddress, context.wrongCodesPerDevice)
  await withGuessLimit(context, keys, now, () =>
    checkCodes({ codes: createCodeStore(db), crypto, now }, email, deviceHash, [
      { purpose: 'login', code: otp },
    ]),
  )
  const sessionToken = crypto.token()
  const user = await db.transaction(async (tx) => {
    const store = createAuthStore(tx)
    const found = await store.findOrCreateUser(email, now)
    await store.verifyDevice(found.id, deviceHash, now)
    await store.createSession({
      tokenHash: crypto.hash('session', sessionToken),
      userId: found.id,
      deviceHash,
      ...scope,
      now,
      expiresAt: now + context.sessionTtlMs,
    })
    return found
  })
  const address = await createAuthStore(db).findWalletAddress(user.id)
  return { sessionToken, user: { id: user.id, email: user.email, isNew: user.isNew, address } }
}
