import { createCache } from '../kernel/cache/createCache.js'
import { openHref } from '../kernel/utils/openHref.js'
import { formatWalletLink } from '../kernel/utils/walletConnectPairing.js'
import type { Foyer } from '../types/foyer.js'
import type { RouterData } from '../types/state.js'

export interface WalletLinkParameters {
  wallet: NonNullable<RouterData['wallet']>
  /** The WalletConnect pairing URI. */
  uri: string
}

/**
 * The wallet's link that applies here (mobile: `mobile_link`; desktop: `desktop_link`, else `webapp_link`):
 * `href` opens it with the pairing URI, `base` is the link itself (what later requests reopen).
 */
export function getWalletLink(foyer: Foyer, { wallet, uri }: WalletLinkParameters) {
  const link = foyer.services.isMobile() ? wallet.mobileLink : (wallet.desktopLink ?? wallet.webappLink)
  return link ? { name: wallet.name, href: formatWalletLink(link, uri), base: link } : undefined
}

/**
 * Opens the wallet with the pairing URI and remembers the choice (its base link), so that each later
 * request of the session reopens the same wallet on mobile (spec section 3, deep-link choice).
 *
 * @example
 * openWalletLink(foyer, { wallet, uri })
 */
export function openWalletLink(foyer: Foyer, parameters: WalletLinkParameters): boolean {
  const link = getWalletLink(foyer, parameters)
  if (!link) return false
  chooseWalletLink(foyer, { name: link.name, href: link.base })
  openHref(foyer, link.href)
  return true
}

/**
 * Remembers the deep link the visitor chose to open a wallet with (spec section 3, deep-link choice): in the
 * cache, so that later requests reopen the same wallet, and as `connection.walletConnect.linking`.
 *
 * @example
 * chooseWalletLink(foyer, { name: 'Rainbow', href: 'rainbow://' })
 */
export function chooseWalletLink(foyer: Foyer, choice: { name: string; href: string }): void {
  createCache(foyer.services.storage).deepLinkChoice.set(choice)
  const current = foyer.stores.connection.getState().walletConnect
  foyer.stores.connection.setState({
    walletConnect: {
      uri: current?.uri,
      pairingExpiry: current?.pairingExpiry,
      buffering: current?.buffering ?? false,
      error: current?.error ?? false,
      linking: choice,
    },
  })
}
