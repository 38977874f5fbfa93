import type { ConnectResult, FoyerError, Network, UserRejectedRequestError } from '@foyer/core'
import {
  ConnectionAbortedError,
  type ProviderNotFoundError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import type { SolanaAdapterContext } from '../internal/context.js'
import { getWalletOrThrow } from '../internal/getSession.js'
import { openSession } from '../internal/openSession.js'
import { parseAccounts } from '../internal/parseAccounts.js'
import { toWalletError } from '../internal/toWalletError.js'
import { getFeature } from '../internal/walletFeatures.js'
import { unwatchWallet, watchWallet } from '../internal/watchWallet.js'

export interface ConnectParameters {
  connectorId: string
  /** The network core connects on; the session names its cluster when the wallet's account can use it. */
  network?: Network | undefined
}

export type ConnectReturnType = ConnectResult

export type ConnectErrorType =
  | ProviderNotFoundError
  | UserRejectedRequestError
  | ConnectionAbortedError
  | UnsupportedProviderMethodError
  | FoyerError

/**
 * Asks the wallet to connect (`standard:connect`, which prompts) and forwards its `standard:events`
 * account changes from then on; the wallet's events are watched from the start, so that a wallet that
 * drops its accounts while the prompt is open is reported. The result's `chainId` is the CAIP-2
 * reference of the cluster the session uses (see `openSession`), `addresses` the wallet's Solana
 * accounts, first the active one.
 *
 * @example
 * const { address, chainId } = await connect(context, { connectorId: 'ws:Phantom', network: solanaMainnet })
 */
export async function connect(
  context: SolanaAdapterContext,
  { connectorId, network }: ConnectParameters,
): Promise<ConnectReturnType> {
  const wallet = getWalletOrThrow(context, connectorId)
  const feature = getFeature(wallet, 'standard:connect')
  if (!feature) throw new UnsupportedProviderMethodError({ details: 'standard:connect' })
  const alreadyWatched = context.watchers.get(connectorId)?.wallet === wallet
  if (!alreadyWatched) watchWallet(context, connectorId, wallet)
  try {
    const output = await feature.connect()
    const [first, ...others] = parseAccounts(output?.accounts)
    if (!first) throw new ConnectionAbortedError({ details: 'The wallet returned no Solana account' })
    return openSession(context, { connectorId, wallet, accounts: [first, ...others], network })
  } catch (error) {
    if (!alreadyWatched) unwatchWallet(context, connectorId, wallet)
    throw toWalletError(error)
  }
}
