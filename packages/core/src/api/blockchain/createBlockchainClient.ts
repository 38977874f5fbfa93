import type { HttpClient } from '../http/createHttpClient.js'
import { accountEndpoints } from './accountEndpoints.js'
import { convertEndpoints } from './convertEndpoints.js'
import { createBlockchainRequest } from './createBlockchainRequest.js'
import { onrampEndpoints } from './onrampEndpoints.js'
import { profileEndpoints } from './profileEndpoints.js'
import { sessionEndpoints } from './sessionEndpoints.js'
import type { BlockchainClient, CreateBlockchainClientParameters } from './types.js'

export { defaultNameZone } from './profileEndpoints.js'
export type { BlockchainClient, CreateBlockchainClientParameters, DestinationWallet } from './types.js'

export type CreateBlockchainClientReturnType = BlockchainClient

/**
 * The blockchain API client (spec section 7, v1 paths): identity, history, balances, swaps, prices,
 * names, on-ramp and smart sessions. Every call except supported-chains first checks that the active
 * network is in the server's supported list (fetched once) and throws `ServerChainNotSupportedError`
 * ('Chain is not supported') otherwise. Answers are parsed with @foyer/protocol's zod schemas. The methods
 * come from one small factory per group of endpoints, each taking the shared request helper
 * (`createBlockchainRequest`: the HTTP client, the cache and that gate).
 *
 * @example
 * const blockchain = createBlockchainClient(http, {
 *   getActiveNetwork: () => getNetwork(foyer)?.caipNetwork?.caipNetworkId,
 *   cache: createCache(localStorage),
 * })
 * const { balances } = await blockchain.fetchBalance({ address, chainId: 'eip155:1' })
 */
export function createBlockchainClient(
  http: HttpClient,
  parameters: CreateBlockchainClientParameters,
): CreateBlockchainClientReturnType {
  const request = createBlockchainRequest(http, parameters)
  return {
    fetchSupportedChains: request.fetchSupportedChains,
    isActiveNetworkSupported: request.isActiveNetworkSupported,
    ...accountEndpoints(request),
    ...convertEndpoints(request),
    ...profileEndpoints(request),
    ...onrampEndpoints(request),
    ...sessionEndpoints(request),
  }
}
