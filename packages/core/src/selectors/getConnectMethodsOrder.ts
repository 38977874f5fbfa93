import { isEmailLoginEnabled } from '../state/email/authConnector.js'
import { isSocialLoginEnabled } from '../state/social/socialProviders.js'
import type { Foyer } from '../types/foyer.js'
import type { ConnectMethod } from '../types/options.js'

export type GetConnectMethodsOrderReturnType = ConnectMethod[]

/**
 * The order of the connect methods: `options.connectMethodsOrder` when set, else email, social, wallet,
 * or wallet, email, social when an installed injected or announced wallet is available (spec section 2).
 * Email is dropped when `features.email` is off or no login frame is configured (`authFrameUrl`); social when
 * `features.socials` is off or empty, or no login frame is configured.
 *
 * @example
 * getConnectMethodsOrder(foyer) // ['wallet', 'email', 'social']
 */
export function getConnectMethodsOrder(foyer: Foyer): GetConnectMethodsOrderReturnType {
  const { connectMethodsOrder } = foyer.options
  const hasInstalledWallet = foyer.stores.chains
    .getState()
    .connectors.some(
      (connector) => (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && connector.installed,
    )
  const order: ConnectMethod[] =
    connectMethodsOrder ??
    (hasInstalledWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter((method) => {
    if (method === 'email') return isEmailLoginEnabled(foyer)
    if (method === 'social') return isSocialLoginEnabled(foyer)
    return true
  })
}
