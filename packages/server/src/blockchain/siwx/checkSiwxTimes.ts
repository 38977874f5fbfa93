import type { SiwxMessageFields } from '@foyer/protocol'
import { SiwxRequestError } from '../errors.js'

/** How far a device clock may run ahead of the server's before its Issued At counts as in the future. */
const CLOCK_SKEW_MS = 5 * 60_000
// RFC 3339 date-time (EIP-4361's `date-time`): full date, 'T', time with optional fraction, then Z or an offset.
const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** A message time as Unix ms; a time that is not an RFC 3339 date-time is a 400 (never NaN in the database). */
function parseTime(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (!RFC3339.test(value) || Number.isNaN(ms))
    throw new SiwxRequestError({ reason: 'siwx.time', params: { field } })
  return ms
}

/**
 * Checks a message's times at `time`: an Issued At neither in the future nor older than a nonce lives,
 * inside its Not Before and Expiration Time. Returns the Expiration Time (Unix ms) when it has one.
 */
export function checkSiwxTimes(
  data: SiwxMessageFields,
  time: number,
  nonceTtlMs: number,
): number | undefined {
  const issuedAt = parseTime(data.issuedAt, 'Issued At')
  const expirationTime = parseTime(data.expirationTime, 'Expiration Time')
  const notBefore = parseTime(data.notBefore, 'Not Before')
  if (issuedAt === undefined) throw new SiwxRequestError({ reason: 'siwx.issuedAtMissing' })
  if (issuedAt > time + CLOCK_SKEW_MS) throw new SiwxRequestError({ reason: 'siwx.issuedInFuture' })
  if (issuedAt < time - nonceTtlMs - CLOCK_SKEW_MS)
    throw new SiwxRequestError({ reason: 'siwx.issuedTooLongAgo' })
  if (expirationTime !== undefined && expirationTime <= time)
    throw new SiwxRequestError({ reason: 'siwx.expired' })
  if (notBefore !== undefined && notBefore > time) throw new SiwxRequestError({ reason: 'siwx.notYetValid' })
  return expirationTime
}
