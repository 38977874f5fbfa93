import { UpstreamUnavailableError } from '../../chaindata/errors.js'
import { isTransportError } from '../../chaindata/isTransportError.js'
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
    if (isTransportError(error))
      throw new UpstreamUnavailableError({ chainId: chain.caipNetworkId, cause: error })
    throw error
  }
}
