import { FoyerError } from '@foyer/core'
import { m } from './messages.js'

/** The local identity providers could not bind their port. */
export class IdentityProvidersStartError extends FoyerError {
  override name = 'IdentityProvidersStartError'
  constructor({ port, cause }: { port: number; cause?: unknown }) {
    super(m('startFailed', { port }), { code: 'DEVNET_IDENTITY_START', cause })
  }
}

/** `completeProviderLogin` did not reach a redirect URI (a provider's error page, a loop). */
export class ProviderLoginError extends FoyerError {
  override name = 'ProviderLoginError'
  constructor({ provider, status, url }: { provider: string; status: number; url: string }) {
    super(m('loginFailed', { provider, status, url }), { code: 'DEVNET_IDENTITY_LOGIN' })
  }
}
