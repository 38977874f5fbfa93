import type { Network } from '@foyer/core'
import { RpcUnreachableError } from '@foyer/core/adapter'
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { SolanaAdapterContext } from './context.js'
import { toTransportError } from './toTransportError.js'

/** The JSON-RPC client of `network`'s first RPC URL, made once per URL and adapter. */
export function getRpc(context: Pick<SolanaAdapterContext, 'rpcs'>, network: Network): Rpc<SolanaRpcApi> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUnreachableError({ details: `${network.caipNetworkId} has no RPC URL` })
  let rpc = context.rpcs.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    context.rpcs.set(url, rpc)
  }
  return rpc
}

/** A pending `@solana/kit` request, as `rpc.getBalance(…)` returns it. */
interface PendingRequest<T> {
  send(options?: { abortSignal?: AbortSignal }): Promise<T>
}

/**
 * Sends a request built on a client of `getRpc`, aborted after the adapter's timeout; its failures come
 * back typed (`RpcTimeoutError`, `RpcUnreachableError`, the typed JSON-RPC errors).
 *
 * @example
 * const { value } = await sendRpc(context, getRpc(context, network).getBalance(owner))
 */
export async function sendRpc<T>(
  context: Pick<SolanaAdapterContext, 'rpc'>,
  request: PendingRequest<T>,
): Promise<T> {
  try {
    return await request.send({ abortSignal: AbortSignal.timeout(context.rpc.timeout) })
  } catch (error) {
    throw toTransportError(error)
  }
}
