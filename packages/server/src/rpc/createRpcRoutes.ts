import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod/mini'
import type { ChainConfig } from '../config/serverConfigSchema.js'
import type { Queryable } from '../db/types.js'
import type { ClientAddressRequest } from '../http/clientAddress.js'
import type { ServerEnv } from '../http/env.js'
import { limitBody } from '../http/limitBody.js'
import type { Logger } from '../logger.js'
import { t } from '../messages.js'
import { isAllowedRpcMethod } from './allowedRpcMethods.js'
import { isAllowedSolanaRpcMethod } from './allowedSolanaRpcMethods.js'
import { forwardJsonRpc } from './forwardJsonRpc.js'
import {
  idOf,
  JsonRpcErrorCode,
  type JsonRpcErrorResponse,
  type JsonRpcRequest,
  jsonRpcError,
  jsonRpcRequestSchema,
} from './jsonRpc.js'
import { createRpcClientLimits, FILTER_CREATING_METHODS } from './rpcClientLimits.js'

export interface CreateRpcRoutesParameters {
  chains: readonly ChainConfig[]
  logger: Logger
  /** Upstream timeout; 10 000 ms by default (spec section 9). */
  timeoutMs?: number
  /** Most requests in one batch; 1 000 by default (the client's batch size). */
  maxBatch?: number
  /** Largest upstream answer (a batch's whole answer) passed on; 10 MiB by default. */
  maxResponseBytes?: number
  fetch?: typeof fetch
  /** With `clientAddress`: the per-client limits are counted here (none without). */
  db?: Queryable | undefined
  /** The client address of a request (the config's `trustProxy`-aware helper). */
  clientAddress?: ((request: ClientAddressRequest) => string | undefined) | undefined
  /** JSON-RPC requests (batch members) per client address and minute; 3 000 by default. */
  requestsPerMinute?: number
  /** Filters one client address may hold open on one chain; 16 by default. */
  maxOpenFilters?: number
  /** Unix ms; `Date.now` by default. */
  now?: () => number
}

const MAX_BODY_BYTES = 5 * 1024 * 1024
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024

/**
 * The chain RPC endpoint of spec section 7: `POST /v1/?chainId=eip155:31337&projectId=…` proxies a
 * JSON-RPC request or batch to the chain's configured upstream. The proxy answers JSON-RPC errors
 * itself: malformed JSON → -32700 (400), an invalid request → -32600 (400), a missing, malformed or
 * unconfigured chainId → -32602 'Unsupported chainId: …' (400), a method off the allowlist
 * (`ALLOWED_RPC_METHODS`: reads, estimates, filters, eth_sendRawTransaction; on a Solana network
 * `ALLOWED_SOLANA_RPC_METHODS`: reads, simulateTransaction, sendTransaction) → -32601 'Method not
 * allowed' (never forwarded), an upstream answer over `maxResponseBytes` → -32005 (413), an
 * unreachable upstream → -32603 (502; 504 on timeout). In a batch, invalid and refused members get
 * their own error and the others are forwarded.
 *
 * @example
 * app.route('/', createRpcRoutes({ chains: config.chains, logger }))
 */
export function createRpcRoutes({
  chains,
  logger,
  timeoutMs = 10_000,
  maxBatch = 1000,
  maxResponseBytes = MAX_RESPONSE_BYTES,
  fetch: fetchFn,
  db,
  clientAddress,
  requestsPerMinute = 3000,
  maxOpenFilters = 16,
  now = Date.now,
}: CreateRpcRoutesParameters): Hono<ServerEnv> {
  const byId = new Map(chains.map((chain) => [chain.caipNetworkId, chain]))
  const limits =
    db && clientAddress ? createRpcClientLimits({ db, requestsPerMinute, maxOpenFilters, now }) : undefined

  const handle = async (c: Context<ServerEnv>) => {
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

    const reply = (errors: JsonRpcErrorResponse[], status: ContentfulStatusCode) =>
      c.json(isBatch ? errors : errors[0], status)

    const chainId = c.req.query('chainId')
    const chain = chainId === undefined ? undefined : byId.get(chainId)
    if (!chain) {
      const message = chainId ? t('rpc.unsupportedChain', { chainId }) : t('rpc.missingChainId')
      return reply(
        members.map((member) => jsonRpcError(idOf(member), JsonRpcErrorCode.invalidParams, message)),
        400,
      )
    }

    const isAllowed = chain.caipNetworkId.startsWith('solana:')
      ? isAllowedSolanaRpcMethod
      : isAllowedRpcMethod
    const valid: JsonRpcRequest[] = []
    const invalid: JsonRpcErrorResponse[] = []
    let malformed = 0
    for (const member of members) {
      const result = z.safeParse(jsonRpcRequestSchema, member)
      if (!result.success) {
        malformed += 1
        invalid.push(jsonRpcError(idOf(member), JsonRpcErrorCode.invalidRequest, t('rpc.invalidRequest')))
      } else if (!isAllowed(result.data.method)) {
        invalid.push(
          jsonRpcError(result.data.id ?? null, JsonRpcErrorCode.methodNotFound, t('rpc.methodNotAllowed')),
        )
      } else valid.push(result.data)
    }
    // A refused method is the node's usual 'method not found' answer (HTTP 200); only malformed
    // requests make the whole answer a 400.
    const client = limits && clientAddress?.({ header: (name) => c.req.header(name), env: c.env })
    if (limits && client !== undefined && valid.length > 0) {
      const { allowed, retryAfterSeconds } = await limits.hit(client, valid.length)
      if (!allowed) {
        c.header('Retry-After', String(retryAfterSeconds))
        const message = t('rpc.rateLimited', { seconds: retryAfterSeconds })
        return reply(
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
      // A filter opened by a notification would be answered to nobody, and so never counted.
      let left =
        limits && client !== undefined ? await limits.filtersLeft(client, chain.caipNetworkId) : Infinity
      const kept: JsonRpcRequest[] = []
      for (const request of valid) {
        if (!FILTER_CREATING_METHODS.has(request.method)) kept.push(request)
        else if (request.id === undefined || request.id === null)
          invalid.push(jsonRpcError(null, JsonRpcErrorCode.invalidRequest, t('rpc.filterNeedsId')))
        else if (left <= 0)
          invalid.push(
            jsonRpcError(
              request.id,
              JsonRpcErrorCode.limitExceeded,
              t('rpc.tooManyFilters', { max: maxOpenFilters }),
            ),
          )
        else {
          left -= 1
          kept.push(request)
        }
      }
      valid.splice(0, valid.length, ...kept)
      if (valid.length === 0) return reply(invalid, 429)
    }
    if (valid.length === 0) return reply(invalid, malformed === members.length ? 400 : 200)

    const outcome = await forwardJsonRpc({
      rpcUrl: chain.rpcUrl,
      body: JSON.stringify(isBatch ? valid : valid[0]),
      timeoutMs,
      maxResponseBytes,
      ...(fetchFn ? { fetch: fetchFn } : {}),
    })
    if (!outcome.ok && outcome.reason === 'tooLarge') {
      const message = t('rpc.responseTooLarge', { max: maxResponseBytes })
      const errors = valid.map((request) =>
        jsonRpcError(request.id ?? null, JsonRpcErrorCode.limitExceeded, message),
      )
      return reply([...errors, ...invalid], 413)
    }
    if (!outcome.ok) {
      const chainId = chain.caipNetworkId
      const message =
        outcome.reason === 'invalid'
          ? t('rpc.upstreamInvalid', { chainId, status: outcome.status })
          : outcome.reason === 'timeout'
            ? t('rpc.upstreamTimeout', { chainId, timeoutMs })
            : t('rpc.upstreamUnreachable', { chainId })
      logger.warn(message, { rpcUrl: chain.rpcUrl, ...('error' in outcome ? { error: outcome.error } : {}) })
      const errors = valid.map((request) =>
        jsonRpcError(request.id ?? null, JsonRpcErrorCode.internalError, message),
      )
      return reply([...errors, ...invalid], outcome.reason === 'timeout' ? 504 : 502)
    }

    if (limits && client !== undefined) await limits.track(client, chain.caipNetworkId, valid, outcome.body)
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

  const app = new Hono<ServerEnv>()
  app.post('/v1', limitBody(MAX_BODY_BYTES), handle)
  app.post('/v1/', limitBody(MAX_BODY_BYTES), handle)
  return app
}
