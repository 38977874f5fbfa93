import type { DirectoryClient } from '../../api/directory/createDirectoryClient.js'
import { foyerAssetUrl } from '../../api/http/buildApiUrl.js'
import type { Foyer } from '../../types/foyer.js'
import { loadOnce } from '../services.js'

/**
 * The wallet-directory client of `foyer` (one per instance, loaded on first use, ./directoryClient.ts)
 * with the host's chains and include/exclude lists as defaults, or undefined when the instance has no
 * `apiUrl`.
 */
export function getDirectoryClient(foyer: Foyer): Promise<DirectoryClient> | undefined {
  const { apiUrl } = foyer.options
  if (!apiUrl) return undefined
  return loadOnce(foyer, 'directory', () =>
    import('./directoryClient.js').then(({ createInstanceDirectoryClient }) =>
      createInstanceDirectoryClient(foyer, apiUrl),
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
