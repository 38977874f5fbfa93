import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RpcChainConfig } from '../config/serverConfigSchema.js'
import { t } from '../messages.js'
import type { ForwardJsonRpcReturnType } from './forwardJsonRpc.js'
import { JsonRpcErrorCode, jsonRpcError } from './jsonRpc.js'
import { type RpcExchange, type RpcProxy, replyWithErrors } from './rpcProxy.js'
import type { SortedRpcRequests } from './sortRpcRequests.js'

/** A forwarded request: where it went, for whom, and what the proxy answers itself. */
export interface ForwardedRpc extends RpcExchange {
  chain: RpcChainConfig
  client: string | undefined
  sorted: SortedRpcRequests
}

/**
 * The answer to a forwarded batch: the upstream's own, with the proxy's errors added to a batch; -32005
 * (413) for an answer too large to pass on, -32603 (502, 504 on timeout, and a warning) when the upstream
 * failed.
 */
export async function answerUpstream(
  proxy: RpcProxy,
  forwarded: ForwardedRpc,
  outcome: ForwardJsonRpcReturnType,
): Promise<Response> {
  const { c, isBatch, chain, client, sorted } = forwarded
  const { valid, invalid } = sorted
  if (!outcome.ok) return answerUpstreamFailure(proxy, forwarded, outcome)
  if (proxy.limits && client !== undefined)
    await proxy.limits.track(client, chain.caipNetworkId, valid, outcome.body)
  if (outcome.retryAfter !== undefined) c.header('Retry-After', outcome.retryAfter)
  if (outcome.body === '') return c.body(null, 204)
  // The upstream's own failure is a bad gateway here, never a 500 of this server.
  const status = (outcome.status >= 500 ? 502 : outcome.status) as ContentfulStatusCode
  if (!isBatch || invalid.length === 0) {
    c.header('Content-Type', 'application/json')
    return c.body(outcome.body, status)
  }
  const upstream: unknown = JSON.parse(outcome.body)
  return c.json([...(Array.isArray(upstream) ? upstream : [upstream]), ...invalid], status)
}

function answerUpstreamFailure(
  proxy: RpcProxy,
  forwarded: ForwardedRpc,
  outcome: Extract<ForwardJsonRpcReturnType, { ok: false }>,
): Response {
  const { chain, sorted } = forwarded
  if (outcome.reason === 'tooLarge') {
    const message = t('rpc.responseTooLarge', { max: proxy.maxResponseBytes })
    const errors = sorted.valid.map((request) =>
      jsonRpcError(request.id ?? null, JsonRpcErrorCode.limitExceeded, message),
    )
    return replyWithErrors(forwarded, [...errors, ...sorted.invalid], 413)
  }
  const chainId = chain.caipNetworkId
  const message =
    outcome.reason === 'invalid'
      ? t('rpc.upstreamInvalid', { chainId, status: outcome.status })
      : outcome.reason === 'timeout'
        ? t('rpc.upstreamTimeout', { chainId, timeoutMs: proxy.timeoutMs })
        : t('rpc.upstreamUnreachable', { chainId })
  proxy.logger.warn(message, {
    rpcUrl: chain.rpcUrl,
    ...('error' in outcome ? { error: outcome.error } : {}),
  })
  const errors = sorted.valid.map((request) =>
    jsonRpcError(request.id ?? null, JsonRpcErrorCode.internalError, message),
  )
  return replyWithErrors(forwarded, [...errors, ...sorted.invalid], outcome.reason === 'timeout' ? 504 : 502)
}
