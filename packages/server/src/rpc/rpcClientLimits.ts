import { createRateLimiter, type RateLimiter } from '../blockchain/shared/createRateLimiter.js'
import type { Queryable } from '../db/types.js'
import type { JsonRpcRequest } from './jsonRpc.js'

/** The methods that open a filter on the node. */
export const FILTER_CREATING_METHODS: ReadonlySet<string> = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
])
/** A filter unpolled this long no longer counts (nodes drop it after 5 minutes too). */
export const FILTER_IDLE_MS = 5 * 60_000

export interface RpcClientLimits {
  /** Counts `members` requests of the client: false (with the seconds left) past its limit. */
  hit(client: string, members: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>
  /** How many more filters the client may open on the chain now. */
  filtersLeft(client: string, chain: string): Promise<number>
  /** Records the filters the node answered, and the uninstalled and polled ones of the request. */
  track(
    client: string,
    chain: string,
    requests: readonly JsonRpcRequest[],
    upstreamBody: string,
  ): Promise<void>
}

const filterIdOf = (request: JsonRpcRequest): string | undefined => {
  const first = Array.isArray(request.params) ? request.params[0] : undefined
  return typeof first === 'string' && first.length <= 130 ? first.toLowerCase() : undefined
}

/**
 * The RPC proxy's per-client limits, in the database (so every server behind a load balancer counts
 * the same): JSON-RPC requests (a batch counts its members) per client address and minute, and the
 * filters a client address holds open on a chain (table `rpc_filters` of migration 2).
 *
 * @example
 * const limits = createRpcClientLimits({ db, requestsPerMinute: 3000, maxOpenFilters: 16, now })
 */
export function createRpcClientLimits({
  db,
  requestsPerMinute,
  maxOpenFilters,
  now,
}: {
  db: Queryable
  requestsPerMinute: number
  maxOpenFilters: number
  now: () => number
}): RpcClientLimits {
  const limiter: RateLimiter = createRateLimiter({ db, limit: requestsPerMinute, windowSeconds: 60, now })
  return {
    hit: (client, members) => limiter.hit([`rpc:ip:${client}`], members),
    async filtersLeft(client, chain) {
      await db.query('delete from rpc_filters where last_used_at < $1', [now() - FILTER_IDLE_MS])
      const { rows } = await db.query<{ open: number }>(
        'select count(*)::int as open from rpc_filters where client = $1 and chain = $2',
        [client, chain],
      )
      return Math.max(0, maxOpenFilters - Number(rows[0]?.open ?? 0))
    },
    async track(client, chain, requests, upstreamBody) {
      const time = now()
      const creating = new Set(
        requests
          .filter((request) => FILTER_CREATING_METHODS.has(request.method))
          .map((request) => request.id),
      )
      if (creating.size > 0) {
        let answers: unknown
        try {
          answers = JSON.parse(upstreamBody)
        } catch {
          answers = []
        }
        for (const answer of Array.isArray(answers) ? answers : [answers]) {
          const { id, result } = (answer ?? {}) as { id?: unknown; result?: unknown }
          if (!creating.has(id as JsonRpcRequest['id']) || typeof result !== 'string' || result.length > 130)
            continue
          await db.query(
            `insert into rpc_filters (client, chain, filter_id, last_used_at) values ($1, $2, $3, $4)
             on conflict (client, chain, filter_id) do update set last_used_at = excluded.last_used_at`,
            [client, chain, result.toLowerCase(), time],
          )
        }
      }
      for (const request of requests) {
        const filterId = filterIdOf(request)
        if (filterId === undefined) continue
        if (request.method === 'eth_uninstallFilter')
          await db.query('delete from rpc_filters where client = $1 and chain = $2 and filter_id = $3', [
            client,
            chain,
            filterId,
          ])
        else if (request.method === 'eth_getFilterChanges' || request.method === 'eth_getFilterLogs')
          await db.query(
            'update rpc_filters set last_used_at = $4 where client = $1 and chain = $2 and filter_id = $3',
            [client, chain, filterId, time],
          )
      }
    },
  }
}
