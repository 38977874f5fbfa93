import type { Foyer } from '../../types/foyer.js'

/**
 * Opens `href` (a wallet's universal link or custom scheme) through the host's `openHref` option, else by
 * navigating the window: a custom scheme hands over to the app and leaves the page where it is.
 *
 * @example
 * openHref(foyer, 'zerion://wc?uri=wc%3A…')
 */
export function openHref(foyer: Foyer, href: string): void {
  if (foyer.options.openHref) {
    foyer.options.openHref(href)
    return
  }
  const target = globalThis as { location?: { assign(url: string): void } }
  target.location?.assign(href)
}
