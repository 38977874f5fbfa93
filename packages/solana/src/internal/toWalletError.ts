import { type FoyerError, UserRejectedRequestError } from '@foyer/core'
import { toFoyerError, UnknownError } from '@foyer/core/adapter'

/**
 * How wallets word a declined request when they give no EIP-1193 code (the Wallet Standard defines no
 * error type: Phantom throws code 4001, others only a message such as 'User rejected the request',
 * 'Approval Denied' or 'User canceled').
 */
const rejection =
  /user rejected|rejected (the|this) request|request (was )?rejected|user denied|denied by (the )?user|user declined|declined by (the )?user|user cancell?ed|cancell?ed by (the )?user|approval denied/i

/** The program logs an error carries: web3.js's `logs`, `@solana/kit`'s `context.logs`, a JSON-RPC `data.logs`. */
function logsOf(record: { logs?: unknown; context?: unknown; data?: unknown }): string[] {
  const candidates = [
    record.logs,
    (record.context as { logs?: unknown })?.logs,
    (record.data as { logs?: unknown })?.logs,
  ]
  return candidates.flatMap((logs) =>
    Array.isArray(logs) ? logs.filter((line): line is string => typeof line === 'string') : [],
  )
}

/** The messages of an error and its causes, and the program logs they carry, one per line. */
export function messagesOf(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { message?: unknown; details?: unknown; cause?: unknown }
    for (const value of [record.message, record.details]) if (typeof value === 'string') parts.push(value)
    parts.push(...logsOf(current as { logs?: unknown; context?: unknown; data?: unknown }))
    current = record.cause
  }
  if (typeof error === 'string') parts.push(error)
  return parts.join('\n')
}

/**
 * Turns what a Wallet Standard wallet threw into a typed `FoyerError`: a numeric code as core maps it
 * (4001 → `UserRejectedRequestError`, 4100, 4200, 4900…); without a known code, a message that says the
 * person declined → `UserRejectedRequestError` with the wallet's words as details; anything else
 * `UnknownError`.
 *
 * @example
 * toWalletError(new Error('User rejected the request.')) // UserRejectedRequestError (4001)
 */
export function toWalletError(error: unknown): FoyerError {
  const typed = toFoyerError(error)
  if (typed instanceof UnknownError && rejection.test(messagesOf(error)))
    return new UserRejectedRequestError({ details: typed.details, cause: error })
  return typed
}
