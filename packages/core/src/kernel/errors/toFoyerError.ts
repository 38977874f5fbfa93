import { FoyerError } from './base.js'
import { rpcErrorsByCode, UnknownError } from './rpc.js'

/** Reads a numeric code from an error-like value, looking into `data.originalError` and `cause`. */
export function getErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { code?: unknown; data?: unknown; cause?: unknown }
    if (typeof record.code === 'number') return record.code
    if (typeof record.code === 'string' && /^-?\d+$/.test(record.code)) return Number(record.code)
    const original = (record.data as { originalError?: { code?: unknown } } | undefined)?.originalError
    if (typeof original?.code === 'number') return original.code
    current = record.cause
  }
  return undefined
}

function getErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (typeof error !== 'object' || error === null) return undefined
  const record = error as { shortMessage?: unknown; message?: unknown }
  if (typeof record.shortMessage === 'string' && record.shortMessage) return record.shortMessage
  if (typeof record.message === 'string' && record.message) return record.message
  return undefined
}

/**
 * Turns anything a wallet, an RPC node or an adapter threw into a typed `FoyerError`.
 * EIP-1193 / JSON-RPC codes map to named errors (4001, and WalletConnect's 5000, → `UserRejectedRequestError`
 * with the wallet's message as `details`); a `FoyerError` is returned as is; anything else is `UnknownError`.
 *
 * @example
 * try {
 *   await provider.request({ method: 'eth_requestAccounts' })
 * } catch (error) {
 *   throw toFoyerError(error) // UserRejectedRequestError { code: 'USER_REJECTED', rpcCode: 4001 }
 * }
 */
export function toFoyerError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error
  const code = getErrorCode(error)
  const details = getErrorMessage(error)
  const ErrorClass = code === undefined ? undefined : rpcErrorsByCode.get(code)
  if (ErrorClass) return new ErrorClass({ details, cause: error })
  return new UnknownError({ details, cause: error })
}
