import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { UpstreamUnavailableError } from './errors.js'
import type { ResolvedChain } from './resolveChains.js'

/**
 * Runs `fn` against the chain's RPC; a failure to reach it (connection refused, timeout, HTTP error
 * status) becomes `UpstreamUnavailableError` (502). Other errors (reverts) pass through.
 *
 * @example
 * const wei = await readChain(chain, (client) => client.getBalance({ address }))
 */
export async function readChain<T>(
  chain: ResolvedChain,
  fn: (client: ResolvedChain['client']) => Promise<T>,
): Promise<T> {
  try {
    return await fn(chain.client)
  } catch (error) {
    const transport =
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
    if (transport) throw new UpstreamUnavailableError({ chainId: chain.caipNetworkId, cause: error })
    throw error
  }
}
