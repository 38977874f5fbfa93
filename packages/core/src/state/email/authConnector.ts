import { t } from '../../kernel/messages/tPage.js'
import type { Connector } from '../../types/connector.js'
import type { Foyer } from '../../types/foyer.js'
import { namespaceServing } from '../chains/chainState.js'
import { isSocialLoginEnabled } from '../social/socialProviders.js'
import { AUTH_CONNECTOR_ID } from './authConnectorId.js'

export { AUTH_CONNECTOR_ID }

// What page load needs of email login: whether it is on, and its connector. The embedded wallet the
// adapter asks for is ./embeddedWallet.ts; the frame and the rest load with it (./authFrame.ts).

/** Whether email login is on: `features.email` with a login frame to run it (`authFrameUrl`). */
export function isEmailLoginEnabled(foyer: Foyer): boolean {
  return foyer.options.features.email && foyer.options.authFrameUrl !== undefined
}

/**
 * The AUTH connector Connect's email field and social buttons connect through, when email or social
 * login is on and an adapter hosts the embedded wallet (its family's account is the email account).
 */
export function getAuthConnector(foyer: Foyer): Connector | undefined {
  const chain = namespaceServing(foyer, 'embeddedWallet')
  if ((!isEmailLoginEnabled(foyer) && !isSocialLoginEnabled(foyer)) || !chain) return undefined
  return {
    id: AUTH_CONNECTOR_ID,
    name: t('connector.email'),
    type: 'AUTH',
    chain,
    installed: true,
  }
}
