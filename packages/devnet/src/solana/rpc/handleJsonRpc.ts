import {
  getAccountInfo,
  getBalance,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
} from './accountMethods.js'
import { getBlock, getBlocks, getBlockTime } from './blockMethods.js'
import {
  getBlockHeight,
  getEpochInfo,
  getEpochSchedule,
  getGenesisHash,
  getHealth,
  getLatestBlockhash,
  getRecentPrioritizationFees,
  getSlot,
  getVersion,
  isBlockhashValid,
} from './clusterMethods.js'
import { getSignatureStatuses, getSignaturesForAddress, getTransaction } from './historyMethods.js'
import { RpcError, RpcErrorCode } from './RpcError.js'
import { stringifyJson } from './stringifyJson.js'
import { getTokenAccountBalance, getTokenAccountsByOwner, getTokenSupply } from './tokenMethods.js'
import {
  getFeeForMessage,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
} from './transactionMethods.js'
import type { RpcContext, RpcMethod } from './types.js'

/** The methods the local ledger answers; any other name is -32601. */
export const RPC_METHODS: Readonly<Record<string, RpcMethod>> = Object.freeze({
  getAccountInfo,
  getBalance,
  getBlock,
  getBlockHeight,
  getBlocks,
  getBlockTime,
  getEpochInfo,
  getEpochSchedule,
  getFeeForMessage,
  getGenesisHash,
  getHealth,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getRecentPrioritizationFees,
  getSignatureStatuses,
  getSignaturesForAddress,
  getSlot,
  getTokenAccountBalance,
  getTokenAccountsByOwner,
  getTokenSupply,
  getTransaction,
  getVersion,
  isBlockhashValid,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
})

type Id = string | number | null

interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const failure = (id: Id, code: number, message: string, data?: unknown): JsonRpcResponse => ({
  jsonrpc: '2.0',
  error: data === undefined ? { code, message } : { code, message, data },
  id,
})

const isId = (value: unknown): value is Id =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

/**
 * Answers a JSON-RPC 2.0 body (one request or a batch) as a validator does: -32700 for text that is not
 * JSON, -32600 for a request without `jsonrpc: "2.0"` and a method name, -32601 for unknown methods, the
 * handlers' own errors, and -32603 for anything unexpected (its message in `data`). Notifications (no
 * `id`) get no answer; the function resolves to undefined when nothing is left to send.
 */
export async function handleJsonRpc(body: string, context: RpcContext): Promise<string | undefined> {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return stringifyJson(failure(null, RpcErrorCode.parseError, 'Parse error'))
  }
  if (!Array.isArray(request)) {
    const response = await handleRequest(request, context)
    return response && stringifyJson(response)
  }
  if (request.length === 0)
    return stringifyJson(failure(null, RpcErrorCode.invalidRequest, 'Invalid request'))
  const responses: JsonRpcResponse[] = []
  // One after the other, in order: a batch may send a transaction and then read its effects.
  for (const item of request) {
    const response = await handleRequest(item, context)
    if (response) responses.push(response)
  }
  return responses.length > 0 ? stringifyJson(responses) : undefined
}

async function handleRequest(request: unknown, context: RpcContext): Promise<JsonRpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return failure(null, RpcErrorCode.invalidRequest, 'Invalid request')
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>
  const validParams = params === undefined || params === null || typeof params === 'object'
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !validParams || (id !== undefined && !isId(id))) {
    return failure(isId(id) ? id : null, RpcErrorCode.invalidRequest, 'Invalid request')
  }
  const notification = !('id' in request)
  const answer = await answerRequest(method, params, context, isId(id) ? id : null)
  return notification ? undefined : answer
}

async function answerRequest(
  method: string,
  params: unknown,
  context: RpcContext,
  id: Id,
): Promise<JsonRpcResponse> {
  const handler = Object.hasOwn(RPC_METHODS, method) ? RPC_METHODS[method] : undefined
  if (!handler) return failure(id, RpcErrorCode.methodNotFound, 'Method not found')
  try {
    return { jsonrpc: '2.0', result: await handler(params, context), id }
  } catch (error) {
    if (error instanceof RpcError) return failure(id, error.rpcCode, error.rpcMessage, error.data)
    const message = error instanceof Error ? error.message : String(error)
    return failure(id, RpcErrorCode.internalError, 'Internal error', message)
  }
}
