import { ProviderNotFoundError } from '@foyer/core'
import type { Eip1193Provider } from '../types.js'
import type { EvmAdapterContext } from './context.js'

/** The provider behind `connectorId`; `ProviderNotFoundError` when the wallet is gone. */
export function getProviderOrThrow(context: EvmAdapterContext, connectorId: string): Eip1193Provider {
  const provider = context.discovery.getProvider(connectorId)
  if (!provider)
    throw new ProviderNotFoundError({ details: `No EIP-1193 provider for connector "${connectorId}"` })
  return provider
}
