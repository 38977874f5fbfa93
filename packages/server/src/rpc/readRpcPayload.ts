import type { Context } from 'hono'
import type { ServerEnv } from '../http/env.js'
import { t } from '../messages.js'
import { JsonRpcErrorCode, jsonRpcError } from './jsonRpc.js'

/** A request body as JSON-RPC members: a batch's, or the single request as a batch of one. */
export interface RpcPayload {
  isBatch: boolean
  members: unknown[]
}

/**
 * The body's members, or the answer that refuses the whole body: -32700 for malformed JSON, -32600 for an
 * empty batch or one over `maxBatch` (all 400).
 */
export async function readRpcPayload(
  c: Context<ServerEnv>,
  maxBatch: number,
): Promise<RpcPayload | Response> {
  let payload: unknown
  try {
    payload = JSON.parse(await c.req.text())
  } catch {
    return c.json(jsonRpcError(null, JsonRpcErrorCode.parseError, t('rpc.parseError')), 400)
  }
  const isBatch = Array.isArray(payload)
  const members: unknown[] = isBatch ? (payload as unknown[]) : [payload]
  if (isBatch && members.length === 0)
    return c.json(jsonRpcError(null, JsonRpcErrorCode.invalidRequest, t('rpc.emptyBatch')), 400)
  if (members.length > maxBatch)
    return c.json(
      jsonRpcError(null, JsonRpcErrorCode.invalidRequest, t('rpc.batchTooLarge', { max: maxBatch })),
      400,
    )
  return { isBatch, members }
}
