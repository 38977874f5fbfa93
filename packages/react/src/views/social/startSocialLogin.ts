import type { Foyer } from '@foyer/core'
import { connectSocial, type SocialProvider } from '@foyer/core/views'
import { surfaceError } from '../surfaceError.js'

/**
 * Starts a social login from a click (the login window must open inside it: call this synchronously in
 * the handler). Its failure is shown on ConnectingSocial, where the visitor can try again; a failure
 * after the modal left that view (the connect step, say) is surfaced as the other views' errors are.
 */
export function startSocialLogin(foyer: Foyer, provider: SocialProvider): void {
  connectSocial(foyer, { provider }).catch((error: unknown) => {
    if (foyer.stores.router.getState().view !== 'ConnectingSocial') surfaceError(foyer, error)
  })
}
