import { Hono } from 'hono'
import type { ChainConfig } from '../config/serverConfigSchema.js'
import type { Queryable } from '../db/types.js'
import type { ClientAddressRequest } from '../http/clientAddress.js'
import type { ServerEnv } from '../http/env.js'
import { limitBody } from '../http/limitBody.js'
import type { Logger } from '../logger.js'
import { handleRpcRequest } from './handleRpcRequest.js'
import { createRpcProxy } from './rpcProxy.js'

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
export function createRpcRoutes(parameters: CreateRpcRoutesParameters): Hono<ServerEnv> {
  const proxy = createRpcProxy(parameters)
  const app = new Hono<ServerEnv>()
  app.post('/v1', limitBody(MAX_BODY_BYTES), (c) => handleRpcRequest(proxy, c))
  app.post('/v1/', limitBody(MAX_BODY_BYTES), (c) => handleRpcRequest(proxy, c))
  return app
}
