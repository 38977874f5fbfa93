import { type BlockchainClient, createBlockchainClient } from '../../api/blockchain/createBlockchainClient.js'
import { createFoyerHttpClient } from '../../api/http/createFoyerHttpClient.js'
import { createCache } from '../../kernel/cache/createCache.js'
import type { Foyer } from '../../types/foyer.js'
import { getChainEntry } from '../chains/chainState.js'

/**
 * The blockchain API client of a Foyer instance with `apiUrl`: its server, its project, the active
 * network of the instance, and the caches of spec section 9 in the instance's storage. Loaded on
 * demand (see `state/server/serverApi.ts`), so that a page that never connects never downloads it.
 */
export function createInstanceBlockchainClient(foyer: Foyer, apiUrl: string): BlockchainClient {
  const http = createFoyerHttpClient(foyer, apiUrl)
  return createBlockchainClient(http, {
    getActiveNetwork: () => getChainEntry(foyer)?.networkState.caipNetwork?.caipNetworkId,
    cache: createCache(foyer.services.storage, { now: foyer.services.now }),
  })
}
