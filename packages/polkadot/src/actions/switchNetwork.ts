import type { FoyerError, Network } from '@foyer/core'
import {
  type ProviderNotFoundError,
  type UnauthorizedProviderError,
  UnsupportedChainError,
} from '@foyer/core/adapter'
import { addressesOn, orderForNetwork } from '../internal/accounts.js'
import type { PolkadotAdapterContext } from '../internal/context.js'
import { getSessionOrThrow } from '../internal/getSession.js'

export interface SwitchNetworkParameters {
  connectorId: string
  network: Network
}

export type SwitchNetworkErrorType =
  | ProviderNotFoundError
  | UnauthorizedProviderError
  | UnsupportedChainError
  | FoyerError

/**
 * Moves the connection to `network` (Polkadot, Kusama, Westend, or another polkadot network the host
 * gave). An injected extension has no active network and nothing to prompt: the same account ids are
 * written with the new network's SS58 prefix (Polkadot 0, Kusama 2, Westend 42), so no wallet call is
 * made. The new addresses are reported with `accountsChanged` (the active one first: the extension's
 * first account that may be used there). Through WalletConnect only a chain the session approved may be
 * chosen (`UnsupportedChainError` otherwise): the wallet could only refuse the next request.
 *
 * @example
 * await switchNetwork(context, { connectorId: 'injectedWeb3:talisman', network: kusama })
 */
export async function switchNetwork(
  context: PolkadotAdapterContext,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<void> {
  if (network.chainNamespace !== 'polkadot')
    throw new UnsupportedChainError({ details: `${network.caipNetworkId} is not a polkadot network` })
  const session = getSessionOrThrow(context, connectorId)
  const approved = session.approvedNetworks?.()
  if (
    approved &&
    !approved.supportsAllNetworks &&
    !approved.approvedCaipNetworkIds.includes(network.caipNetworkId)
  )
    throw new UnsupportedChainError({ details: `The wallet did not approve ${network.caipNetworkId}` })
  const before = addressesOn(context, session.accounts, session.network).join()
  session.network = network
  session.accounts = orderForNetwork(session.accounts, network)
  const addresses = addressesOn(context, session.accounts, network)
  if (addresses.join() !== before) context.events?.accountsChanged({ connectorId, addresses })
}
