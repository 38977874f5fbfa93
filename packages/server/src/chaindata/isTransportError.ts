import { BaseError, HttpRequestError, TimeoutError } from 'viem'

/**
 * True when a viem error comes from reaching the chain's RPC (connection refused, timeout, an HTTP
 * error status) rather than from the EVM (a revert): the server answers those with a 502.
 */
export function isTransportError(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
}
