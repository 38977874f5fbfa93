import type { Context } from 'hono'
import type { ServerEnv } from '../http/env.js'
import { t } from '../messages.js'
import { admitFilterRequests } from './admitFilterRequests.js'
import { answerUpstream } from './answerUpstream.js'
import { forwardJsonRpc } from './forwardJsonRpc.js'
import { idOf, JsonRpcErrorCode, jsonRpcError } from './jsonRpc.js'
import { readRpcPayload } from './readRpcPayload.js'
import { FILTER_CREATING_METHODS } from './rpcClientLimits.js'
import { type RpcExchange, type RpcProxy, replyWithErrors } from './rpcProxy.js'
import { sortRpcRequests } from './sortRpcRequests.js'

/**
 * One `POST /v1`: reads the request or batch, refuses what the proxy answers itself (unserved chain,
 * malformed members, methods off the allowlist, the client's limits) and forwards the rest upstream.
 */
export async function handleRpcRequest(proxy: RpcProxy, c: Context<ServerEnv>): Promise<Response> {
  const payload = await readRpcPayload(c, proxy.maxBatch)
  if (payload instanceof Response) return payload
  const { isBatch, members } = payload
  const exchange: RpcExchange = { c, isBatch }

  const chainId = c.req.query('chainId')
  const chain = chainId === undefined ? undefined : proxy.chainsById.get(chainId)
  if (!chain) {
    const message = chainId ? t('rpc.unsupportedChain', { chainId }) : t('rpc.missingChainId')
    return replyWithErrors(
      exchange,
      members.map((member) => jsonRpcError(idOf(member), JsonRpcErrorCode.invalidParams, message)),
      400,
    )
  }

  const sorted = sortRpcRequests(members, chain)
  const { valid, invalid } = sorted
  // A refused method is the node's usual 'method not found' answer (HTTP 200); only malformed
  // requests make the whole answer a 400.
  const { limits } = proxy
  const client = limits && proxy.clientAddress?.({ header: (name) => c.req.header(name), env: c.env })
  if (limits && client !== undefined && valid.length > 0) {
    const { allowed, retryAfterSeconds } = await limits.hit(client, valid.length)
    if (!allowed) {
      c.header('Retry-After', String(retryAfterSeconds))
      const message = t('rpc.rateLimited', { seconds: retryAfterSeconds })
      return replyWithErrors(
        exchange,
        [
          ...valid.map((request) =>
            jsonRpcError(request.id ?? null, JsonRpcErrorCode.limitExceeded, message),
          ),
          ...invalid,
        ],
        429,
      )
    }
  }
  if (valid.some((request) => FILTER_CREATING_METHODS.has(request.method))) {
    await admitFilterRequests(proxy, client, chain.caipNetworkId, sorted)
    if (valid.length === 0) return replyWithErrors(exchange, invalid, 429)
  }
  if (valid.length === 0)
    return replyWithErrors(exchange, invalid, sorted.malformed === members.length ? 400 : 200)

  const outcome = await forwardJsonRpc({
    rpcUrl: chain.rpcUrl,
    body: JSON.stringify(isBatch ? valid : valid[0]),
    timeoutMs: proxy.timeoutMs,
    maxResponseBytes: proxy.maxResponseBytes,
    ...(proxy.fetch ? { fetch: proxy.fetch } : {}),
  })
  return answerUpstream(proxy, { ...exchange, chain, client, sorted }, outcome)
}
