import { cancel, schedule } from '../state/services.js'
import type { Foyer } from '../types/foyer.js'

/** How long the modal shakes after a failed action (spec section 9). */
export const shakeDuration = 500

/**
 * Shakes the modal: sets `modal.shake` for 500 ms. A new shake restarts the timer.
 * Connect and switchNetwork call it on failure.
 *
 * @example
 * shake(foyer)
 * foyer.stores.modal.getState().shake // true, false again after 500 ms
 */
export function shake(foyer: Foyer): void {
  const services = foyer.services
  cancel(foyer, services.shakeTimer)
  foyer.stores.modal.setState({ shake: true })
  services.shakeTimer = schedule(
    foyer,
    () => {
      services.shakeTimer = undefined
      foyer.stores.modal.setState({ shake: false })
    },
    shakeDuration,
  )
}
