/** A pairing URI lives 4 minutes (spec section 9). */
export const PAIRING_EXPIRY_MS = 4 * 60_000
/** It counts as expired when 10 seconds or less remain (spec section 4). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/**
 * Whether a pairing URI that expires at `pairingExpiry` must be replaced at `now` (no expiry: yes).
 *
 * @example
 * if (isPairingExpired(state.walletConnect?.pairingExpiry, foyer.options.now())) regenerate()
 */
export function isPairingExpired(pairingExpiry: number | undefined, now: number): boolean {
  return pairingExpiry === undefined || pairingExpiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

/**
 * The href that opens a wallet with a WalletConnect URI: a custom scheme (`metamask://`) gets
 * `wc?uri=...`, a universal or web link (`https://...`) gets `/wc?uri=...` (spec section 3, deep-link choice).
 *
 * @example
 * formatWalletLink('metamask://', 'wc:abc@2') // 'metamask://wc?uri=wc%3Aabc%402'
 */
export function formatWalletLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//.test(link)) return `${link.endsWith('/') ? link : `${link}/`}wc?uri=${encoded}`
  const scheme = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return `${scheme}wc?uri=${encoded}`
}
