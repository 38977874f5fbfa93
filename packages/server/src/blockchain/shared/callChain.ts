import { isTransportError } from '../../chaindata/isTransportError.js'
import { ChainUnavailableError } from '../errors.js'
import type { EvmChain } from './createChainRegistry.js'

/**
 * Runs `fn` against the chain's RPC; when the RPC itself cannot be reached (connection refused,
 * timeout, an HTTP error status) it becomes `ChainUnavailableError` (502). Reverts and other
 * errors pass through for the caller to handle.
 *
 * @example
 * const gasPrice = await callChain(chain, (client) => client.getGasPrice())
 */
export async function callChain<T>(
  chain: EvmChain,
  fn: (client: EvmChain['client']) => Promise<T>,
): Promise<T> {
  try {
    return await fn(chain.client)
  } catch (error) {
    if (isTransportError(error)) throw new ChainUnavailableError({ chain: chain.name, cause: error })
    throw error
  }
}
