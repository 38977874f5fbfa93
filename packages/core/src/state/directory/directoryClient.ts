import { createDirectoryClient, type DirectoryClient } from '../../api/directory/createDirectoryClient.js'
import { createFoyerHttpClient } from '../../api/http/createFoyerHttpClient.js'
import type { Foyer } from '../../types/foyer.js'

/**
 * The wallet-directory client of a Foyer instance with `apiUrl`, with the host's chains (every network it
 * configured, spec section 7: the server lists a wallet when it supports any of them) and include and
 * exclude lists as defaults. Loaded on demand by `getDirectoryClient`, HTTP client included, so that the
 * page's own chunk holds none of it.
 */
export function createInstanceDirectoryClient(foyer: Foyer, apiUrl: string): DirectoryClient {
  return createDirectoryClient(createFoyerHttpClient(foyer, apiUrl), {
    chains: () => getDirectoryChains(foyer),
    include: () => foyer.options.includeWalletIds,
    exclude: () => foyer.options.excludeWalletIds,
  })
}

/**
 * The CAIP network ids sent as the directory's `chains` filter: every network the host configured
 * (spec section 7). The server lists a wallet when it supports any of them, so local test chains the
 * directory does not know only narrow nothing as long as one known network is configured.
 */
export function getDirectoryChains(foyer: Foyer): string[] {
  return [...new Set(foyer.options.networks.map((network) => network.caipNetworkId))]
}
