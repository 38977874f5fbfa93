import { FoyerError } from '@foyer/core'

/** JSON-RPC 2.0 and Solana RPC error codes the ledger answers with. */
export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  blockNotAvailable: -32004,
  minContextSlotNotReached: -32016,
  unsupportedTransactionVersion: -32015,
} as const

/**
 * A JSON-RPC error answer of the local Solana ledger: `rpcCode` and `rpcMessage` are what a real
 * validator sends for the same input, `data` its optional payload (the simulation result of a failed
 * preflight). Thrown by the method handlers, turned into the response's `error` by the dispatcher.
 */
export class RpcError extends FoyerError {
  override name = 'RpcError'
  readonly rpcCode: number
  readonly rpcMessage: string
  readonly data: unknown

  constructor(rpcCode: number, rpcMessage: string, data?: unknown) {
    super(rpcMessage, { code: 'DEVNET_SOLANA_RPC_ERROR' })
    this.rpcCode = rpcCode
    this.rpcMessage = rpcMessage
    this.data = data
  }
}

/** -32602 with a message of the real RPC's form ('Invalid param: ...', 'Invalid params: ...'). */
export function invalidParams(message: string): RpcError {
  return new RpcError(RpcErrorCode.invalidParams, message)
}
