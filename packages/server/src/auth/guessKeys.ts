import { FREE_WRONG_CODES_PER_ADDRESS, FREE_WRONG_CODES_PER_DEVICE } from './constants.js'
import { createGuessLimiter, type GuessKey } from './createGuessLimiter.js'
import { OtpInvalidError, OtpLockedError } from './errors.js'
import type { AuthContext } from './types.js'

/** The counters of wrong codes a check counts on: its device and, when known, its client address. */
export function guessKeys(
  deviceHash: string,
  clientAddress: string | undefined,
  freePerAddress = FREE_WRONG_CODES_PER_ADDRESS,
  freePerDevice = FREE_WRONG_CODES_PER_DEVICE,
): GuessKey[] {
  return [
    { key: `device:${deviceHash}`, free: freePerDevice },
    ...(clientAddress === undefined ? [] : [{ key: `ip:${clientAddress}`, free: freePerAddress }]),
  ]
}

/**
 * Runs a code check under the back-off of wrong codes: refused (429 `TOO_MANY_GUESSES`) while the
 * device or the client address waits, without spending a try; a wrong or locked code counts on both;
 * a right one clears the device's count (not the address's: a stranger's own good code must not wipe
 * out the count of the guesses made from the same network).
 *
 * @example
 * await withGuessLimit(context, guessKeys(deviceHash, clientAddress), now, () => checkCodes(…))
 */
export async function withGuessLimit<T>(
  context: AuthContext,
  keys: readonly GuessKey[],
  now: number,
  check: () => Promise<T>,
): Promise<T> {
  const guesses = createGuessLimiter(context.db)
  await guesses.check(keys, now)
  let result: T
  try {
    result = await check()
  } catch (error) {
    if (error instanceof OtpInvalidError || error instanceof OtpLockedError) await guesses.fail(keys, now)
    throw error
  }
  await guesses.clear(keys.filter((entry) => entry.key.startsWith('device:')))
  return result
}
