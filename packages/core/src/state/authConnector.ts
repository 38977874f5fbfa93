import type { FrameProvider } from '../api/frame/createFrameProvider.js'
import { t } from '../kernel/messages/t.js'
import type { Connector } from '../types/connector.js'
import type { Foyer } from '../types/foyer.js'
import { AUTH_CONNECTOR_ID } from './authConnectorId.js'

export { AUTH_CONNECTOR_ID }

// What page load needs of email login: whether it is on, its connector, and a provider whose code (the
// frame client, the frame itself) loads on its first request. The rest is in ./authFrame.ts.

/** Whether email login is on: `features.email` with a login frame to run it (`authFrameUrl`). */
export function isEmailLoginEnabled(foyer: Foyer): boolean {
  return foyer.options.features.email && foyer.options.authFrameUrl !== undefined
}

/** The AUTH connector Connect's email field connects through, when email login is on. */
export function getAuthConnector(foyer: Foyer): Connector | undefined {
  if (!isEmailLoginEnabled(foyer) || !foyer.services.adapters.has('eip155')) return undefined
  return {
    id: AUTH_CONNECTOR_ID,
    name: t('connector.email'),
    type: 'AUTH',
    chain: 'eip155',
    installed: true,
  }
}

const providers = new WeakMap<Foyer, FrameProvider>()

/**
 * The EIP-1193 provider of the embedded wallet (what the EVM adapter talks to for the AUTH connector):
 * one object per instance, whose code loads on its first request.
 */
export function getAuthProvider(foyer: Foyer): FrameProvider {
  const known = providers.get(foyer)
  if (known) return known
  const made = import('./authFrame.js').then(({ createAuthProvider }) => createAuthProvider(foyer))
  const provider: FrameProvider = {
    request: async (args) => (await made).request(args),
    on: (event, listener) => void made.then((inner) => inner.on(event, listener)),
    removeListener: (event, listener) => void made.then((inner) => inner.removeListener(event, listener)),
  }
  providers.set(foyer, provider)
  return provider
}
