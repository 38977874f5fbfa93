import { type FoyerError, UserRejectedRequestError } from '@foyer/core'
import { toFoyerError, UnknownError } from '@foyer/core/adapter'

/**
 * How Polkadot extensions word a declined request: they throw a plain `Error` with no code, the
 * polkadot-js extension and Talisman `'Cancelled'`, SubWallet `'Rejected by user'`, others 'User
 * rejected the request' and the like; polkadot-js refuses an authorisation with 'The source … is not
 * allowed to interact with this extension'.
 */
const rejection =
  /^\s*cancell?ed\.?\s*$|rejected by (the )?user|user rejected|rejected (the|this) request|request (was )?rejected|user denied|denied by (the )?user|user declined|declined by (the )?user|user cancell?ed|cancell?ed by (the )?user|is not allowed to interact with this extension/i

/** The messages of an error and its causes, one per line. */
function messagesOf(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { message?: unknown; details?: unknown; cause?: unknown }
    for (const value of [record.message, record.details]) if (typeof value === 'string') parts.push(value)
    current = record.cause
  }
  if (typeof error === 'string') parts.push(error)
  return parts.join('\n')
}

/**
 * Turns what a Polkadot extension threw into a typed `FoyerError`: a numeric code as core maps it
 * (4001 → `UserRejectedRequestError`, 4100…); without one, a message that says the person declined
 * ('Cancelled', 'Rejected by user') → `UserRejectedRequestError` (4001) with the extension's words as
 * details; anything else `UnknownError`.
 *
 * @example
 * toWalletError(new Error('Cancelled')) // UserRejectedRequestError (4001)
 */
export function toWalletError(error: unknown): FoyerError {
  const typed = toFoyerError(error)
  if (
    typed instanceof UnknownError &&
    messagesOf(error)
      .split('\n')
      .some((line) => rejection.test(line))
  )
    return new UserRejectedRequestError({ details: typed.details, cause: error })
  return typed
}
