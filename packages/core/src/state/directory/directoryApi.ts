import type { DirectoryClient } from '../../api/directory/createDirectoryClient.js'
import { foyerAssetUrl } from '../../api/http/buildApiUrl.js'
import { createFoyerHttpClient } from '../../api/http/createFoyerHttpClient.js'
import type { Foyer } from '../../types/foyer.js'
import { loadOnce } from '../services.js'

/**
 * The CAIP network ids sent as the directory's `chains` filter: every network the host configured
 * (spec section 7). The server lists a wallet when it supports any of them, so local test chains the
 * directory does not know only narrow nothing as long as one known network is configured.
 */
export function getDirectoryChains(foyer: Foyer): string[] {
  return [...new Set(foyer.options.networks.map((network) => network.caipNetworkId))]
}

/**
 * The wallet-directory client of `foyer` (one per instance, loaded on first use) with the host's
 * chains and include/exclude lists as defaults, or undefined when the instance has no `apiUrl`.
 */
export function getDirectoryClient(foyer: Foyer): Promise<DirectoryClient> | undefined {
  const { apiUrl } = foyer.options
  if (!apiUrl) return undefined
  return loadOnce(foyer, 'directory', () =>
    import('../../api/directory/createDirectoryClient.js').then(({ createDirectoryClient }) =>
      createDirectoryClient(createFoyerHttpClient(foyer, apiUrl), {
        chains: () => getDirectoryChains(foyer),
        include: () => foyer.options.includeWalletIds,
        exclude: () => foyer.options.excludeWalletIds,
      }),
    ),
  )
}

/**
 * The URL of a directory wallet's image on the Foyer server (GET /getWalletImage/{image_id}); without
 * `apiUrl` or image id, the wallet's own `image_url` (a custom wallet's `imageUrl`), else undefined.
 * Synchronous, for an <img> src.
 */
export function getWalletImageUrl(
  foyer: Foyer,
  wallet: { image_id?: string | null | undefined; image_url?: string | null | undefined },
): string | undefined {
  const { apiUrl } = foyer.options
  if (!apiUrl || !wallet.image_id) return wallet.image_url || undefined
  return foyerAssetUrl(foyer, apiUrl, `/getWalletImage/${encodeURIComponent(wallet.image_id)}`)
}
