import { foyerAssetUrl } from '../api/http/buildApiUrl.js'
import type { Foyer } from '../types/foyer.js'
import type { Network } from '../types/network.js'

/**
 * The image URLs to try for `network`, best first: the network's own `imageUrl`, the host's
 * `chainImages` entry (by CAIP network id, then by chain id), then the Foyer server's network image
 * (GET /public/getAssetImage/{caipNetworkId}) when the instance has an `apiUrl`. The UI falls back to a
 * generated mark when the list is empty or every image fails to load.
 *
 * @example
 * getNetworkImageUrls(foyer, mainnet)
 * // ['http://127.0.0.1:4000/public/getAssetImage/eip155%3A1?projectId=…&st=…&sv=…']
 */
export function getNetworkImageUrls(foyer: Foyer, network: Network | undefined): string[] {
  if (!network) return []
  const { apiUrl, chainImages } = foyer.options
  const urls = [network.imageUrl, chainImages?.[network.caipNetworkId], chainImages?.[String(network.id)]]
  if (apiUrl)
    urls.push(
      foyerAssetUrl(foyer, apiUrl, `/public/getAssetImage/${encodeURIComponent(network.caipNetworkId)}`),
    )
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))]
}
