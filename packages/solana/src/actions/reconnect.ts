import { type ConnectResult, type FoyerError, type Network, UserRejectedRequestError } from '@foyer/core'
import { UnauthorizedProviderError } from '@foyer/core/adapter'
import type { SolanaAdapterContext } from '../internal/context.js'
import { findWallet } from '../internal/getSession.js'
import { openSession } from '../internal/openSession.js'
import { parseAccounts } from '../internal/parseAccounts.js'
import { toWalletError } from '../internal/toWalletError.js'
import { getFeature } from '../internal/walletFeatures.js'
import { watchWallet } from '../internal/watchWallet.js'

export interface ReconnectParameters {
  connectorId: string
  network?: Network | undefined
}

export type ReconnectReturnType = ConnectResult | undefined

export type ReconnectErrorType = FoyerError

/**
 * Re-attaches to a wallet that still authorises the site, without a prompt (`standard:connect` with
 * `{ silent: true }`, which a wallet answers with no account rather than a prompt for a site it has not
 * approved). Returns undefined when the wallet is gone, gives no Solana account, or refuses (4001, 4100);
 * its other failures come back typed.
 *
 * @example
 * const result = await reconnect(context, { connectorId: 'ws:Phantom', network: solanaMainnet })
 * if (!result) forgetTheSession()
 */
export async function reconnect(
  context: SolanaAdapterContext,
  { connectorId, network }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const wallet = findWallet(context, connectorId)
  const feature = wallet && getFeature(wallet, 'standard:connect')
  if (!wallet || !feature) return undefined
  let output: Awaited<ReturnType<typeof feature.connect>>
  try {
    output = await feature.connect({ silent: true })
  } catch (cause) {
    const error = toWalletError(cause)
    // Some wallets refuse a silent connect for a site they no longer approve instead of giving no account.
    if (error instanceof UserRejectedRequestError || error instanceof UnauthorizedProviderError)
      return undefined
    throw error
  }
  const [first, ...others] = parseAccounts(output?.accounts)
  if (!first) return undefined
  watchWallet(context, connectorId, wallet)
  return openSession(context, { connectorId, wallet, accounts: [first, ...others], network })
}
