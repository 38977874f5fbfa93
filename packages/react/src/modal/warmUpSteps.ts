import { type Foyer, getAccount } from '@foyer/core'
import { modalStyles } from '../theme/styles.js'
import { prepareShadowStyle } from '../ui/shadowStyle.js'
import { viewRegistry } from '../views/viewComponents.js'
import { prerenderDialog } from './prerenderDialog.js'

/**
 * What the first open would otherwise do on the click, as steps for separate idle callbacks (issue #32):
 * parse the modal's style sheet, then load each listed wallet's inline (`data:`) icon, one per step.
 * Chromium builds an SVG document for each SVG icon (~8 ms on a slow machine) and reuses it for the same
 * URL, so the wallet list's rows then find their icons ready. The images are put in `held`, which the
 * caller keeps for as long as the instance lives (so that the browser keeps them in its memory cache).
 * Icons on the network are left alone: no request is made that the visitor did not ask for. For a
 * connected visitor, the account's chunk (the view an open shows; Connect is in the modal's). Last, the
 * dialog is rendered once out of sight and dropped (prerenderDialog), so that the first open finds its
 * code compiled and its styles' rules built.
 *
 * @example
 * for (const step of warmUpSteps(foyer, held)) requestIdleCallback(step)
 */
export function warmUpSteps(foyer: Foyer, held: HTMLImageElement[]): Array<() => void> {
  const icons = new Set<string>()
  for (const connector of foyer.stores.chains.getState().connectors)
    if (connector.imageUrl?.startsWith('data:image/')) icons.add(connector.imageUrl)
  return [
    () => prepareShadowStyle(modalStyles),
    ...[...icons].map((icon) => () => {
      if (typeof Image === 'undefined') return
      const image = new Image()
      image.src = icon
      held.push(image)
    }),
    // A connected visitor's open shows the account: its feature's chunk (Connect is in the modal's).
    () => {
      if (getAccount(foyer)?.status === 'connected') viewRegistry.prefetchView('Account')
    },
    () => prerenderDialog(foyer),
  ]
}
