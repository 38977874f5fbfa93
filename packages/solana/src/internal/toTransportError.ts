import type { FoyerError } from '@foyer/core'
import { RpcTimeoutError, RpcUnreachableError, toFoyerError } from '@foyer/core/adapter'
import { isSolanaError, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR } from '@solana/kit'

/**
 * Types an error of a JSON-RPC HTTP call made with `@solana/kit`: the timeout's abort →
 * `RpcTimeoutError`, a refused connection (fetch's TypeError) or an HTTP error status →
 * `RpcUnreachableError`, a JSON-RPC error answer (negative code) → the matching typed RPC error.
 */
export function toTransportError(error: unknown): FoyerError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new RpcTimeoutError({ details: error.message, cause: error })
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR))
    return new RpcUnreachableError({ details: `HTTP status ${error.context.statusCode}`, cause: error })
  if (error instanceof TypeError) {
    const reason = error.cause instanceof Error ? error.cause.message : error.message
    return new RpcUnreachableError({ details: reason, cause: error })
  }
  if (isSolanaError(error) && typeof error.context.__code === 'number' && error.context.__code < 0)
    return toFoyerError({ code: error.context.__code, message: error.message, cause: error })
  return toFoyerError(error)
}
