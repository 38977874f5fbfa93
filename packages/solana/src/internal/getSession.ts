import { ProviderNotFoundError, UnauthorizedProviderError } from '@foyer/core/adapter'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Session, SolanaAdapterContext } from './context.js'
import { parseAccounts } from './parseAccounts.js'
import { createWalletConnectWallet } from './walletConnectWallet.js'

/**
 * The wallet behind `connectorId`: the WalletConnect session's solana namespace for the WalletConnect
 * connector, else a registered Wallet Standard wallet; undefined when there is none.
 */
export function findWallet(context: SolanaAdapterContext, connectorId: string): Wallet | undefined {
  const connector = context.walletConnect
  if (connector?.id === connectorId) {
    context.walletConnectWallet ??= createWalletConnectWallet(context, connector)
    return context.walletConnectWallet
  }
  return context.discovery.getWallet(connectorId)
}

/** The wallet behind `connectorId`; `ProviderNotFoundError` when it is gone (unregistered, never listed). */
export function getWalletOrThrow(context: SolanaAdapterContext, connectorId: string): Wallet {
  const wallet = findWallet(context, connectorId)
  if (!wallet)
    throw new ProviderNotFoundError({ details: `No Wallet Standard wallet for connector "${connectorId}"` })
  return wallet
}

/**
 * The connection to the wallet behind `connectorId`: `ProviderNotFoundError` when the wallet is gone,
 * `UnauthorizedProviderError` (4100) when the site is not connected to it.
 */
export function getSessionOrThrow(context: SolanaAdapterContext, connectorId: string): Session {
  const wallet = getWalletOrThrow(context, connectorId)
  const session = context.sessions.get(connectorId)
  if (!session || session.wallet !== wallet)
    throw new UnauthorizedProviderError({
      details: `Not connected to the wallet of connector "${connectorId}"`,
    })
  return session
}

/**
 * The wallet's account object for `address`, as the wallet lists it now (features take the wallet's own
 * account objects), else as the session received it; `UnauthorizedProviderError` (4100) when the
 * address is not one of the connected accounts.
 */
export function getAccountOrThrow(session: Session, address: string): WalletAccount {
  if (!session.accounts.some((account) => account.address === address))
    throw new UnauthorizedProviderError({ details: `${address} is not a connected account of this wallet` })
  let current: WalletAccount[] = []
  try {
    current = parseAccounts(session.wallet.accounts)
  } catch (error) {
    console.warn(`Foyer: the wallet's accounts could not be read`, error)
  }
  const account =
    current.find((item) => item.address === address) ??
    session.accounts.find((item) => item.address === address)
  if (!account) throw new UnauthorizedProviderError({ details: address })
  return account
}
