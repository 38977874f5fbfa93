import type { FoyerError } from '@foyer/core'
import { RpcTimeoutError, RpcUnreachableError, toFoyerError } from '@foyer/core/adapter'
import { HttpRequestError, TimeoutError } from 'viem'

/**
 * Types an error of a JSON-RPC HTTP call: a timeout → `RpcTimeoutError`, a refused connection or an HTTP
 * error status → `RpcUnreachableError`, a JSON-RPC error answer → the matching typed RPC error.
 */
export function toTransportError(error: unknown): FoyerError {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof TimeoutError)
      return new RpcTimeoutError({ details: current.shortMessage, cause: error })
    if (current instanceof HttpRequestError) {
      const details = current.status
        ? `HTTP status ${current.status}`
        : (current.details ?? current.shortMessage)
      return new RpcUnreachableError({ details, cause: error })
    }
    current = current.cause
  }
  return toFoyerError(error)
}
