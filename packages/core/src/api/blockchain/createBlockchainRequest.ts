import { supportedChainsSchema } from '@foyer/protocol'
import type { FoyerCache } from '../../kernel/cache/createCache.js'
import { ServerChainNotSupportedError } from '../errors.js'
import type { HttpClient, JsonBodyRequestArguments, ResponseSchema } from '../http/createHttpClient.js'
import type { BlockchainClient, CreateBlockchainClientParameters, Out } from './types.js'

type Gated = <S extends ResponseSchema>(args: JsonBodyRequestArguments<S> & { schema: S }) => Out<S>

/**
 * What every endpoint group of the blockchain client shares: the HTTP client, the optional cache and the
 * supported-network gate. `get` and `post` pass the gate first; an endpoint that reads its cache before
 * the request calls `assertSupported` itself and then `http`, so that a cached answer is never served on
 * a network the server does not serve.
 */
export interface BlockchainRequest
  extends Pick<BlockchainClient, 'fetchSupportedChains' | 'isActiveNetworkSupported'> {
  http: HttpClient
  cache: FoyerCache | undefined
  /** Throws `ServerChainNotSupportedError` unless the active network is in the server's supported list. */
  assertSupported(): Promise<void>
  /** GET through the gate. */
  get: Gated
  /** POST through the gate. */
  post: Gated
}

/**
 * The shared request helper of one blockchain client. The supported list is fetched once and kept (a
 * failure is not kept, so the next call asks again).
 */
export function createBlockchainRequest(
  http: HttpClient,
  { getActiveNetwork, cache }: CreateBlockchainClientParameters,
): BlockchainRequest {
  let supportedChains: ReturnType<BlockchainClient['fetchSupportedChains']> | undefined

  const fetchSupportedChains: BlockchainClient['fetchSupportedChains'] = () => {
    if (!supportedChains) {
      supportedChains = http.get({ path: '/v1/supported-chains', schema: supportedChainsSchema })
      supportedChains.catch(() => {
        supportedChains = undefined
      })
    }
    return supportedChains
  }

  const isActiveNetworkSupported = async (): Promise<boolean> => {
    const caipNetworkId = getActiveNetwork()
    if (!caipNetworkId) return false
    return (await fetchSupportedChains()).http.includes(caipNetworkId)
  }

  const assertSupported = async (): Promise<void> => {
    if (!(await isActiveNetworkSupported()))
      throw new ServerChainNotSupportedError({ caipNetworkId: getActiveNetwork() })
  }

  return {
    http,
    cache,
    fetchSupportedChains,
    isActiveNetworkSupported,
    assertSupported,
    get: async (args) => {
      await assertSupported()
      return http.get(args)
    },
    post: async (args) => {
      await assertSupported()
      return http.post(args)
    },
  }
}
