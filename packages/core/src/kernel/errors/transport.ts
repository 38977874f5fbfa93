// The JSON-RPC transport errors of every chain family's adapter (EVM and Solana speak JSON-RPC over HTTP).
import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** A JSON-RPC HTTP request to a network did not answer within `rpcTimeoutMs` (after the retries). */
export class RpcTimeoutError extends FoyerError {
  override name = 'RpcTimeoutError'
  static readonly code = 'RPC_TIMEOUT'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpcTimeout'), { ...parameters, code: RpcTimeoutError.code })
  }
}

/** A network's JSON-RPC endpoint is missing, refused the connection or answered with an HTTP error. */
export class RpcUnreachableError extends FoyerError {
  override name = 'RpcUnreachableError'
  static readonly code = 'RPC_UNREACHABLE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpcUnreachable'), { ...parameters, code: RpcUnreachableError.code })
  }
}

/** A network's JSON-RPC endpoint answered with something that is not a valid result. */
export class InvalidRpcResponseError extends FoyerError {
  override name = 'InvalidRpcResponseError'
  static readonly code = 'INVALID_RPC_RESPONSE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidRpcResponse'), { ...parameters, code: InvalidRpcResponseError.code })
  }
}
