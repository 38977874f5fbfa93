import type { AccountType, ConnectResult } from '@foyer/core'
import { ProviderNotFoundError } from '@foyer/core/adapter'
import type { Eip1193Provider } from '../types.js'
import type { EvmAdapterContext } from './context.js'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider.js'
import { approvedNetworksOf } from './walletConnect.js'

/**
 * The provider behind `connectorId`: the WalletConnect session's for the WalletConnect connector, the
 * embedded wallet's (core's login frame) for the AUTH connector, else the discovered wallet's.
 */
export function getProvider(context: EvmAdapterContext, connectorId: string): Eip1193Provider | undefined {
  if (context.walletConnect?.id === connectorId) return context.walletConnect.getProvider()
  return embeddedProvider(context, connectorId) ?? context.discovery.getProvider(connectorId)
}

/** The EIP-1193 provider over core's embedded wallet behind `connectorId`, made once per adapter. */
function embeddedProvider(context: EvmAdapterContext, connectorId: string): EmbeddedProvider | undefined {
  const wallet = context.events?.embeddedWallet?.(connectorId)
  if (!wallet) return undefined
  let provider = context.embedded.get(connectorId)
  if (!provider) {
    provider = createEmbeddedProvider(wallet)
    context.embedded.set(connectorId, provider)
  }
  return provider
}

/** The provider behind `connectorId`; `ProviderNotFoundError` when the wallet is gone. */
export function getProviderOrThrow(context: EvmAdapterContext, connectorId: string): Eip1193Provider {
  const provider = getProvider(context, connectorId)
  if (!provider)
    throw new ProviderNotFoundError({ details: `No EIP-1193 provider for connector "${connectorId}"` })
  return provider
}

/**
 * The types of `addresses` when `provider` is the embedded wallet's (its smart account and its EOA);
 * undefined for every other wallet, whose addresses are EOAs.
 */
export function accountTypesOf(
  context: EvmAdapterContext,
  connectorId: string,
  provider: Eip1193Provider,
  addresses: readonly string[],
): AccountType[] | undefined {
  const embedded = context.embedded.get(connectorId)
  return embedded === provider ? embedded.accountTypes(addresses) : undefined
}

/**
 * What connect and reconnect answer for `provider`'s accounts: the first is the account, with the types
 * of the embedded wallet's accounts and, over WalletConnect, the networks the wallet approved.
 */
export function toConnectResult(
  context: EvmAdapterContext,
  connectorId: string,
  provider: Eip1193Provider,
  { address, addresses, chainId, walletConnect }: ConnectedAccounts,
): ConnectResult {
  const approvedNetworks = walletConnect && approvedNetworksOf(context, connectorId, walletConnect, provider)
  const accountTypes = accountTypesOf(context, connectorId, provider, addresses)
  return {
    address,
    addresses,
    ...(accountTypes ? { accountTypes } : {}),
    chainId,
    ...(approvedNetworks ? { approvedNetworks } : {}),
  }
}

interface ConnectedAccounts {
  address: string
  addresses: string[]
  chainId: number
  /** The connector's WalletConnect session, when the provider is one. */
  walletConnect: EvmAdapterContext['walletConnect']
}
