import { type ErrorParameters, FoyerError, t } from '@foyer/core/internal'

/** A JSON-RPC HTTP request to the cluster did not answer within `rpcTimeoutMs`. */
export class RpcTimeoutError extends FoyerError {
  override name = 'RpcTimeoutError'
  static readonly code = 'RPC_TIMEOUT'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpcTimeout'), { ...parameters, code: RpcTimeoutError.code })
  }
}

/** The cluster's JSON-RPC endpoint is missing, refused the connection or answered with an HTTP error. */
export class RpcUnreachableError extends FoyerError {
  override name = 'RpcUnreachableError'
  static readonly code = 'RPC_UNREACHABLE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpcUnreachable'), { ...parameters, code: RpcUnreachableError.code })
  }
}

/** The cluster's JSON-RPC endpoint answered with something that is not a valid result. */
export class InvalidRpcResponseError extends FoyerError {
  override name = 'InvalidRpcResponseError'
  static readonly code = 'INVALID_RPC_RESPONSE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.invalidRpcResponse'), { ...parameters, code: InvalidRpcResponseError.code })
  }
}
