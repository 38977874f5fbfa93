// A JSON-RPC 2.0 request as the proxy accepts it: the wire's, from @foyer/protocol.
export { type JsonRpcRequest, jsonRpcRequestSchema } from '@foyer/protocol'

export type JsonRpcId = string | number | null

export interface JsonRpcErrorResponse {
  jsonrpc: '2.0'
  id: JsonRpcId
  error: { code: number; message: string }
}

/** JSON-RPC 2.0 error codes the proxy answers itself. */
export const JsonRpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** EIP-1474 'Limit exceeded': the answer is larger than the proxy passes on. */
  limitExceeded: -32005,
} as const

/** The id to answer a (possibly malformed) request with: its own when it has a valid one, else null. */
export function idOf(request: unknown): JsonRpcId {
  if (request === null || typeof request !== 'object' || !('id' in request)) return null
  const { id } = request
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

export function jsonRpcError(id: JsonRpcId, code: number, message: string): JsonRpcErrorResponse {
  return { jsonrpc: '2.0', id, error: { code, message } }
}
