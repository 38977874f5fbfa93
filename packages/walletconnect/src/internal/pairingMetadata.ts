import type { WalletConnectMetadata } from '../types.js'

/**
 * The site as the wallet sees it: the connector's own metadata, else the site's (createFoyer's
 * `metadata`, passed by the adapter), else the page's title and origin.
 */
export function pairingMetadata(
  own: WalletConnectMetadata | undefined,
  site: WalletConnectMetadata | undefined,
): WalletConnectMetadata {
  if (own) return own
  if (site) return site
  const page = typeof document === 'undefined' ? undefined : document
  const origin = typeof location === 'undefined' ? '' : location.origin
  return { name: page?.title || origin || 'Foyer', description: '', url: origin, icons: [] }
}
