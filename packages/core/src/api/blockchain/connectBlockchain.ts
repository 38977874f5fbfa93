import { createCache } from '../../cache/createCache.js'
import { getChainEntry } from '../../internal/chainState.js'
import { getInternals } from '../../internal/internals.js'
import type { Foyer } from '../../types/foyer.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { foyerSdk } from '../sdk.js'
import { type BlockchainClient, createBlockchainClient } from './createBlockchainClient.js'

/**
 * The blockchain API client of a Foyer instance with `apiUrl`: its server, its project, the active
 * network of the instance, and the caches of spec section 9 in the instance's storage. Loaded on
 * demand (see `internal/serverApi.ts`), so that a page that never connects never downloads it.
 */
export function connectBlockchain(foyer: Foyer, apiUrl: string): BlockchainClient {
  const http = createHttpClient({
    baseUrl: apiUrl,
    projectId: foyer.options.projectId,
    sdkType: foyerSdk.type,
    sdkVersion: foyerSdk.version,
  })
  return createBlockchainClient(http, {
    getActiveNetwork: () => getChainEntry(foyer)?.networkState.caipNetwork?.caipNetworkId,
    cache: createCache(getInternals(foyer).storage, foyer.options.now ? { now: foyer.options.now } : {}),
  })
}
