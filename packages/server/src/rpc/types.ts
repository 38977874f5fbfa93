import type { RpcChainConfig } from '../config/serverConfigSchema.js'
import type { Queryable } from '../db/types.js'
import type { ClientAddressRequest } from '../http/clientAddress.js'
import type { Logger } from '../logger.js'

/** The chain RPC proxy's chains, limits and clock; every limit has a default. */
export interface CreateRpcRoutesParameters {
  chains: readonly RpcChainConfig[]
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
