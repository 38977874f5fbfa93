import { ProviderNotFoundError, UnauthorizedProviderError } from '@foyer/core/adapter'
import type { BitcoinAccount, WalletClient } from './client.js'
import type { BitcoinAdapterContext, Session } from './context.js'
import { createSatsClient, type SatsConnectProvider } from './satsClient.js'
import { createStandardClient } from './standardClient.js'
import { createWalletConnectClient } from './walletConnectClient.js'

/**
 * The client of the wallet behind `connectorId` (for the WalletConnect connector, the bip122 namespace of
 * its session), or undefined when the wallet is gone.
 */
export function findClient(context: BitcoinAdapterContext, connectorId: string): WalletClient | undefined {
  const connector = context.walletConnect
  if (connector && connectorId === connector.id) {
    context.walletConnectClient ??= createWalletConnectClient(context, connector)
    return context.walletConnectClient
  }
  const handle = context.discovery.getWallet(connectorId)
  if (!handle) return undefined
  const target = handle.kind === 'standard' ? handle.wallet : handle.provider
  let client = context.clients.get(target)
  if (!client) {
    client =
      handle.kind === 'standard'
        ? createStandardClient(handle.wallet)
        : createSatsClient(handle.provider as SatsConnectProvider)
    context.clients.set(target, client)
  }
  return client
}

/** The client behind `connectorId`; `ProviderNotFoundError` when the wallet is gone (unregistered, never listed). */
export function getClientOrThrow(context: BitcoinAdapterContext, connectorId: string): WalletClient {
  const client = findClient(context, connectorId)
  if (!client)
    throw new ProviderNotFoundError({ details: `No Bitcoin wallet for connector "${connectorId}"` })
  return client
}

/** The connection behind `connectorId`: 4100 when the site is not connected to that wallet. */
export function getSessionOrThrow(context: BitcoinAdapterContext, connectorId: string): Session {
  const client = getClientOrThrow(context, connectorId)
  const session = context.sessions.get(connectorId)
  if (!session || session.client !== client)
    throw new UnauthorizedProviderError({
      details: `Not connected to the wallet of connector "${connectorId}"`,
    })
  return session
}

/** The accounts of the session's network, payment first (spec section 6: bip122's default account type). */
export function activeAccounts(session: Pick<Session, 'accounts' | 'chain'>): BitcoinAccount[] {
  const here = session.accounts.filter(
    (account) => account.chains.length === 0 || account.chains.includes(session.chain),
  )
  return [
    ...here.filter((account) => account.purpose === 'payment'),
    ...here.filter((account) => account.purpose !== 'payment'),
  ]
}

/** `address`, when it is an active address of the session; 4100 otherwise. */
export function getAccountOrThrow(session: Session, address: string): BitcoinAccount {
  const account = activeAccounts(session).find((item) => item.address === address)
  if (!account)
    throw new UnauthorizedProviderError({ details: `${address} is not a connected account of this wallet` })
  return account
}

/**
 * Core's account type of each account, in order (spec section 6: a payment address is `payment`, an
 * ordinals address `ordinal`).
 */
export function accountTypesOf(accounts: readonly BitcoinAccount[]): ('payment' | 'ordinal')[] {
  return accounts.map((account) => (account.purpose === 'ordinals' ? 'ordinal' : 'payment'))
}
