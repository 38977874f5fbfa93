import type { Foyer } from '@foyer/core'
import { connectSocial, loadLoginFlows, type SocialProvider, toFoyerError } from '@foyer/core/views'
import { surfaceError } from '../surfaceError.js'

/**
 * Starts a social login from a click (the login window must open inside it: call this synchronously in
 * the handler); Farcaster's has no window: its QR code shows on ConnectingFarcaster (`startFarcasterLogin`).
 * Its failure is shown on ConnectingSocial, where the visitor can try again; a failure after the modal
 * left that view (the connect step, say) is surfaced as the other views' errors are.
 */
export function startSocialLogin(foyer: Foyer, provider: SocialProvider): void {
  if (provider === 'farcaster') {
    startFarcasterLogin(foyer)
    return
  }
  connectSocial(foyer, { provider }).catch((error: unknown) => {
    if (foyer.stores.router.getState().view !== 'ConnectingSocial') surfaceError(foyer, error)
  })
}

/**
 * Starts (or starts again: Try again, a new channel and QR code) the Farcaster login. Its failure is shown
 * on ConnectingFarcaster; the visitor leaving the view ends it quietly ('Request was aborted'); a failure
 * after the view (the connect step) is surfaced as the other views' errors are.
 */
export function startFarcasterLogin(foyer: Foyer): void {
  loadLoginFlows()
    .then(({ connectFarcaster }) => connectFarcaster(foyer))
    .catch((error: unknown) => {
      if (foyer.stores.router.getState().view === 'ConnectingFarcaster') return
      if (toFoyerError(error).code === 'FRAME_REQUEST_ABORTED') return
      surfaceError(foyer, error)
    })
}
