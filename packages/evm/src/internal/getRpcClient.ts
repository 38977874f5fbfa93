import type { Network } from '@foyer/core'
import { RpcUnreachableError } from '@foyer/core/adapter'
import { type Client, createClient, http } from 'viem'
import type { EvmAdapterContext } from './context.js'

/**
 * The viem client of `network`: its first default RPC URL, batched JSON-RPC, the adapter's timeout and retries
 * (exponential backoff, Retry-After honoured). Created once per network and URL.
 *
 * A bare `createClient` rather than `createPublicClient`: the public client brings every public action into the
 * bundle (~120 kB gzip against ~11 kB), and the adapter only sends `eth_getBalance`.
 */
export function getRpcClient(context: EvmAdapterContext, network: Network): Client {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUnreachableError({ details: `${network.caipNetworkId} has no RPC URL` })
  const key = `${network.caipNetworkId} ${url}`
  const cached = context.clients.get(key)
  if (cached) return cached
  const { timeout, retryCount, retryDelay } = context.rpc
  const client = createClient({ transport: http(url, { batch: true, timeout, retryCount, retryDelay }) })
  context.clients.set(key, client)
  return client
}
