import type { Foyer } from '../../types/foyer.js'

/**
 * Opens `href` (a wallet's universal link, web app or custom scheme) through the host's `openHref` option.
 * Without it: on a desktop an http(s) link (a wallet's web app or desktop page) opens in a new tab, so that
 * the page keeps its pairing while the visitor approves there; anything else navigates the window (a
 * custom scheme hands over to the app and leaves the page where it is; a phone's universal link opens
 * the app).
 *
 * @example
 * openHref(foyer, 'zerion://wc?uri=wc%3A…')
 */
export function openHref(foyer: Foyer, href: string): void {
  if (foyer.options.openHref) {
    foyer.options.openHref(href)
    return
  }
  const target = globalThis as {
    location?: { assign(url: string): void }
    open?: (url: string, target: string, features: string) => unknown
  }
  if (/^https?:\/\//i.test(href) && !foyer.services.isMobile() && target.open) {
    target.open(href, '_blank', 'noopener,noreferrer')
    return
  }
  target.location?.assign(href)
}
