import { ProviderNotFoundError } from '@foyer/core/internal'
import type { Eip1193Provider } from '../types.js'
import type { EvmAdapterContext } from './context.js'

/**
 * The provider behind `connectorId`: the WalletConnect session's for the WalletConnect connector, the
 * embedded wallet's (core's login frame) for the AUTH connector, else the discovered wallet's.
 */
export function getProvider(context: EvmAdapterContext, connectorId: string): Eip1193Provider | undefined {
  if (context.walletConnect?.id === connectorId) return context.walletConnect.getProvider()
  return context.events?.authProvider?.(connectorId) ?? context.discovery.getProvider(connectorId)
}

/** The provider behind `connectorId`; `ProviderNotFoundError` when the wallet is gone. */
export function getProviderOrThrow(context: EvmAdapterContext, connectorId: string): Eip1193Provider {
  const provider = getProvider(context, connectorId)
  if (!provider)
    throw new ProviderNotFoundError({ details: `No EIP-1193 provider for connector "${connectorId}"` })
  return provider
}
