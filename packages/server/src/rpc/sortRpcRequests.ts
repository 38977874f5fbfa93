import * as z from 'zod/mini'
import type { RpcChainConfig } from '../config/serverConfigSchema.js'
import { t } from '../messages.js'
import { isAllowedRpcMethod } from './allowedRpcMethods.js'
import { isAllowedSolanaRpcMethod } from './allowedSolanaRpcMethods.js'
import {
  idOf,
  JsonRpcErrorCode,
  type JsonRpcErrorResponse,
  type JsonRpcRequest,
  jsonRpcError,
  jsonRpcRequestSchema,
} from './jsonRpc.js'

/** A batch's members sorted: the ones to forward, and the errors that answer the rest. */
export interface SortedRpcRequests {
  valid: JsonRpcRequest[]
  invalid: JsonRpcErrorResponse[]
  /** How many members were no JSON-RPC request at all (-32600). */
  malformed: number
}

/**
 * Splits a batch into the requests to forward and the refused ones: a malformed member gets -32600, a
 * method off the chain family's allowlist -32601 'Method not allowed' (never forwarded).
 */
export function sortRpcRequests(members: unknown[], chain: RpcChainConfig): SortedRpcRequests {
  const isAllowed = chain.caipNetworkId.startsWith('solana:') ? isAllowedSolanaRpcMethod : isAllowedRpcMethod
  const sorted: SortedRpcRequests = { valid: [], invalid: [], malformed: 0 }
  for (const member of members) {
    const result = z.safeParse(jsonRpcRequestSchema, member)
    if (!result.success) {
      sorted.malformed += 1
      sorted.invalid.push(
        jsonRpcError(idOf(member), JsonRpcErrorCode.invalidRequest, t('rpc.invalidRequest')),
      )
    } else if (!isAllowed(result.data.method)) {
      sorted.invalid.push(
        jsonRpcError(result.data.id ?? null, JsonRpcErrorCode.methodNotFound, t('rpc.methodNotAllowed')),
      )
    } else sorted.valid.push(result.data)
  }
  return sorted
}
