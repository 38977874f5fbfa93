import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RpcChainConfig } from '../config/serverConfigSchema.js'
import type { ServerEnv } from '../http/env.js'
import type { Logger } from '../logger.js'
import type { JsonRpcErrorResponse } from './jsonRpc.js'
import { createRpcClientLimits, type RpcClientLimits } from './rpcClientLimits.js'
import type { CreateRpcRoutesParameters } from './types.js'

const MAX_RESPONSE_BYTES = 10 * 1024 * 1024

/** The chain RPC proxy's settings, with the defaults filled in, and its per-client limits. */
export interface RpcProxy {
  chainsById: ReadonlyMap<string, RpcChainConfig>
  logger: Logger
  timeoutMs: number
  maxBatch: number
  maxResponseBytes: number
  fetch: typeof fetch | undefined
  /** Absent without a database or a client address: then nothing is counted. */
  limits: RpcClientLimits | undefined
  clientAddress: CreateRpcRoutesParameters['clientAddress']
  maxOpenFilters: number
}

/** The proxy of the routes' parameters; per-client limits only with both `db` and `clientAddress`. */
export function createRpcProxy({
  chains,
  logger,
  timeoutMs = 10_000,
  maxBatch = 1000,
  maxResponseBytes = MAX_RESPONSE_BYTES,
  fetch,
  db,
  clientAddress,
  requestsPerMinute = 3000,
  maxOpenFilters = 16,
  now = Date.now,
}: CreateRpcRoutesParameters): RpcProxy {
  return {
    chainsById: new Map(chains.map((chain) => [chain.caipNetworkId, chain])),
    logger,
    timeoutMs,
    maxBatch,
    maxResponseBytes,
    fetch,
    limits:
      db && clientAddress ? createRpcClientLimits({ db, requestsPerMinute, maxOpenFilters, now }) : undefined,
    clientAddress,
    maxOpenFilters,
  }
}

/** One request to the proxy: its context and whether it came as a batch (answered as one). */
export interface RpcExchange {
  c: Context<ServerEnv>
  isBatch: boolean
}

/** Answers with errors only: the whole list to a batch, the first one to a single request. */
export const replyWithErrors = (
  { c, isBatch }: RpcExchange,
  errors: JsonRpcErrorResponse[],
  status: ContentfulStatusCode,
): Response => c.json(isBatch ? errors : errors[0], status)
