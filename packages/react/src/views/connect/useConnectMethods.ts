import type { ChainNamespace, ConnectMethod, Connector, Foyer } from '@foyer/core'
import { getConnectMethodsOrder, getSocialProviders, type SocialProvider } from '@foyer/core/views'
import { useMemo } from 'react'

export interface ConnectMethods {
  /** Core's order of the methods (spec section 2). */
  methods: ConnectMethod[]
  /** Those that show something here, in that order. */
  shown: ConnectMethod[]
  withEmail: boolean
  /** The social buttons offered (none when social login is not). */
  socials: SocialProvider[]
}

/**
 * Connect's methods: core's order, and what of email and social is offered here. Both open the email
 * wallet, an EVM account: not offered while switching to another namespace.
 */
export function useConnectMethods(
  foyer: Foyer,
  connectors: readonly Connector[],
  switchingNamespace: ChainNamespace | undefined,
): ConnectMethods {
  // biome-ignore lint/correctness/useExhaustiveDependencies: core's selectors read these two stores
  const methods = useMemo(() => getConnectMethodsOrder(foyer), [foyer, connectors])
  const embedded = switchingNamespace === undefined || switchingNamespace === 'eip155'
  const withEmail = methods.includes('email') && embedded
  const socials = useMemo(
    () => (methods.includes('social') && embedded ? getSocialProviders(foyer) : []),
    [foyer, methods, embedded],
  )
  const shown = methods.filter(
    (method) =>
      method === 'wallet' || (method === 'email' && withEmail) || (method === 'social' && socials.length > 0),
  )
  return { methods, shown, withEmail, socials }
}
