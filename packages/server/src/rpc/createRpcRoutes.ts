import { Hono } from 'hono'
import type { ServerEnv } from '../http/env.js'
import { limitBody } from '../http/limitBody.js'
import { handleRpcRequest } from './handleRpcRequest.js'
import { createRpcProxy } from './rpcProxy.js'
import type { CreateRpcRoutesParameters } from './types.js'

export type { CreateRpcRoutesParameters } from './types.js'

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
