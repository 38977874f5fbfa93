import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** An error with a numeric code defined by EIP-1193, EIP-1474 or JSON-RPC 2.0. */
export class RpcError extends FoyerError {
  override name = 'RpcError'
  readonly rpcCode: number
  constructor(shortMessage: string, parameters: ErrorParameters & { code: string; rpcCode: number }) {
    super(shortMessage, parameters)
    this.rpcCode = parameters.rpcCode
  }
}

/** EIP-1193 4001: the user rejected the request in the wallet. */
export class UserRejectedRequestError extends RpcError {
  override name = 'UserRejectedRequestError'
  static readonly code = 'USER_REJECTED'
  static readonly rpcCode = 4001
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.userRejected'), { ...parameters, code: 'USER_REJECTED', rpcCode: 4001 })
  }
}

/** EIP-1193 4100: the method or account is not authorised. */
export class UnauthorizedProviderError extends RpcError {
  override name = 'UnauthorizedProviderError'
  static readonly code = 'UNAUTHORIZED'
  static readonly rpcCode = 4100
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.unauthorized'), { ...parameters, code: 'UNAUTHORIZED', rpcCode: 4100 })
  }
}

/** EIP-1193 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends RpcError {
  override name = 'UnsupportedProviderMethodError'
  static readonly code = 'UNSUPPORTED_METHOD'
  static readonly rpcCode = 4200
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.unsupportedMethod'), { ...parameters, code: 'UNSUPPORTED_METHOD', rpcCode: 4200 })
  }
}

/** EIP-1193 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends RpcError {
  override name = 'ProviderDisconnectedError'
  static readonly code = 'PROVIDER_DISCONNECTED'
  static readonly rpcCode = 4900
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.providerDisconnected'), { ...parameters, code: 'PROVIDER_DISCONNECTED', rpcCode: 4900 })
  }
}

/** EIP-1193 4901: the provider is not connected to the requested chain. */
export class ChainDisconnectedError extends RpcError {
  override name = 'ChainDisconnectedError'
  static readonly code = 'CHAIN_DISCONNECTED'
  static readonly rpcCode = 4901
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.chainDisconnected'), { ...parameters, code: 'CHAIN_DISCONNECTED', rpcCode: 4901 })
  }
}

/** EIP-3085 4902: the wallet does not know the chain (add it first). */
export class UnrecognizedChainError extends RpcError {
  override name = 'UnrecognizedChainError'
  static readonly code = 'UNRECOGNIZED_CHAIN'
  static readonly rpcCode = 4902
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.unrecognizedChain'), { ...parameters, code: 'UNRECOGNIZED_CHAIN', rpcCode: 4902 })
  }
}

/** JSON-RPC -32700. */
export class ParseRpcError extends RpcError {
  override name = 'ParseRpcError'
  static readonly code = 'PARSE_ERROR'
  static readonly rpcCode = -32700
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.parse'), { ...parameters, code: 'PARSE_ERROR', rpcCode: -32700 })
  }
}

/** JSON-RPC -32600. */
export class InvalidRequestRpcError extends RpcError {
  override name = 'InvalidRequestRpcError'
  static readonly code = 'INVALID_REQUEST'
  static readonly rpcCode = -32600
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.invalidRequest'), { ...parameters, code: 'INVALID_REQUEST', rpcCode: -32600 })
  }
}

/** JSON-RPC -32601. */
export class MethodNotFoundRpcError extends RpcError {
  override name = 'MethodNotFoundRpcError'
  static readonly code = 'METHOD_NOT_FOUND'
  static readonly rpcCode = -32601
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.methodNotFound'), { ...parameters, code: 'METHOD_NOT_FOUND', rpcCode: -32601 })
  }
}

/** JSON-RPC -32602. */
export class InvalidParamsRpcError extends RpcError {
  override name = 'InvalidParamsRpcError'
  static readonly code = 'INVALID_PARAMS'
  static readonly rpcCode = -32602
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.invalidParams'), { ...parameters, code: 'INVALID_PARAMS', rpcCode: -32602 })
  }
}

/** JSON-RPC -32603. */
export class InternalRpcError extends RpcError {
  override name = 'InternalRpcError'
  static readonly code = 'INTERNAL_ERROR'
  static readonly rpcCode = -32603
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.internal'), { ...parameters, code: 'INTERNAL_ERROR', rpcCode: -32603 })
  }
}

/** EIP-1474 -32000. */
export class InvalidInputRpcError extends RpcError {
  override name = 'InvalidInputRpcError'
  static readonly code = 'INVALID_INPUT'
  static readonly rpcCode = -32000
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.invalidInput'), { ...parameters, code: 'INVALID_INPUT', rpcCode: -32000 })
  }
}

/** EIP-1474 -32001. */
export class ResourceNotFoundRpcError extends RpcError {
  override name = 'ResourceNotFoundRpcError'
  static readonly code = 'RESOURCE_NOT_FOUND'
  static readonly rpcCode = -32001
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.resourceNotFound'), { ...parameters, code: 'RESOURCE_NOT_FOUND', rpcCode: -32001 })
  }
}

/** EIP-1474 -32002. */
export class ResourceUnavailableRpcError extends RpcError {
  override name = 'ResourceUnavailableRpcError'
  static readonly code = 'RESOURCE_UNAVAILABLE'
  static readonly rpcCode = -32002
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.resourceUnavailable'), {
      ...parameters,
      code: 'RESOURCE_UNAVAILABLE',
      rpcCode: -32002,
    })
  }
}

/** EIP-1474 -32003. */
export class TransactionRejectedRpcError extends RpcError {
  override name = 'TransactionRejectedRpcError'
  static readonly code = 'TRANSACTION_REJECTED'
  static readonly rpcCode = -32003
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.transactionRejected'), {
      ...parameters,
      code: 'TRANSACTION_REJECTED',
      rpcCode: -32003,
    })
  }
}

/** EIP-1474 -32004. */
export class MethodNotSupportedRpcError extends RpcError {
  override name = 'MethodNotSupportedRpcError'
  static readonly code = 'METHOD_NOT_SUPPORTED'
  static readonly rpcCode = -32004
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.methodNotSupported'), { ...parameters, code: 'METHOD_NOT_SUPPORTED', rpcCode: -32004 })
  }
}

/** EIP-1474 -32005. */
export class LimitExceededRpcError extends RpcError {
  override name = 'LimitExceededRpcError'
  static readonly code = 'LIMIT_EXCEEDED'
  static readonly rpcCode = -32005
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.limitExceeded'), { ...parameters, code: 'LIMIT_EXCEEDED', rpcCode: -32005 })
  }
}

/** EIP-1474 -32006. */
export class JsonRpcVersionUnsupportedError extends RpcError {
  override name = 'JsonRpcVersionUnsupportedError'
  static readonly code = 'VERSION_NOT_SUPPORTED'
  static readonly rpcCode = -32006
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.rpc.versionNotSupported'), {
      ...parameters,
      code: 'VERSION_NOT_SUPPORTED',
      rpcCode: -32006,
    })
  }
}

/** Anything that has no better type ('Something went wrong'). */
export class UnknownError extends FoyerError {
  override name = 'UnknownError'
  static readonly code = 'UNKNOWN'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.unknown'), { ...parameters, code: 'UNKNOWN' })
  }
}

/**
 * WalletConnect's "user rejected" (5000, the SDK's USER_REJECTED): a wallet paired through WalletConnect
 * answers a declined request with it instead of 4001. `toFoyerError` maps it like 4001; a declined chain
 * switch is the exception, where 5000 means "add the chain first" (`shouldAddChain`, read on the raw error).
 */
export const WALLETCONNECT_USER_REJECTED_CODE = 5000

/** The typed errors for each numeric code, used by `toFoyerError`. */
export const rpcErrorsByCode: ReadonlyMap<number, new (parameters?: ErrorParameters) => RpcError> = new Map<
  number,
  new (
    parameters?: ErrorParameters,
  ) => RpcError
>([
  [UserRejectedRequestError.rpcCode, UserRejectedRequestError],
  [WALLETCONNECT_USER_REJECTED_CODE, UserRejectedRequestError],
  [UnauthorizedProviderError.rpcCode, UnauthorizedProviderError],
  [UnsupportedProviderMethodError.rpcCode, UnsupportedProviderMethodError],
  [ProviderDisconnectedError.rpcCode, ProviderDisconnectedError],
  [ChainDisconnectedError.rpcCode, ChainDisconnectedError],
  [UnrecognizedChainError.rpcCode, UnrecognizedChainError],
  [ParseRpcError.rpcCode, ParseRpcError],
  [InvalidRequestRpcError.rpcCode, InvalidRequestRpcError],
  [MethodNotFoundRpcError.rpcCode, MethodNotFoundRpcError],
  [InvalidParamsRpcError.rpcCode, InvalidParamsRpcError],
  [InternalRpcError.rpcCode, InternalRpcError],
  [InvalidInputRpcError.rpcCode, InvalidInputRpcError],
  [ResourceNotFoundRpcError.rpcCode, ResourceNotFoundRpcError],
  [ResourceUnavailableRpcError.rpcCode, ResourceUnavailableRpcError],
  [TransactionRejectedRpcError.rpcCode, TransactionRejectedRpcError],
  [MethodNotSupportedRpcError.rpcCode, MethodNotSupportedRpcError],
  [LimitExceededRpcError.rpcCode, LimitExceededRpcError],
  [JsonRpcVersionUnsupportedError.rpcCode, JsonRpcVersionUnsupportedError],
])
