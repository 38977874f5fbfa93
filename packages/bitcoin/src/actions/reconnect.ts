import type { ConnectResult, FoyerError, Network } from '@foyer/core'
import type { BitcoinAdapterContext } from '../internal/context.js'
import { findClient } from '../internal/getSession.js'
import { openSession, requestedNetworks } from '../internal/openSession.js'
import { toBitcoinChain } from '../internal/toBitcoinChain.js'
import { watchWallet } from '../internal/watchWallet.js'

export interface ReconnectParameters {
  connectorId: string
  network?: Network | undefined
}

export type ReconnectReturnType = ConnectResult | undefined

export type ReconnectErrorType = FoyerError

/**
 * Re-attaches to a wallet that still approves the site, without a prompt: a Wallet Standard wallet's
 * `accounts` (the Bitcoin extension has no silent connect), a sats-connect wallet's `wallet_getAccount`,
 * a WalletConnect session stored by an earlier page (or just paired by another family).
 * Undefined when the wallet is gone or gives no account on a network.
 *
 * @example
 * const result = await reconnect(context, { connectorId: 'ws:Xverse', network: bitcoinMainnet })
 */
export async function reconnect(
  context: BitcoinAdapterContext,
  { connectorId, network }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const client = findClient(context, connectorId)
  if (!client) return undefined
  const wanted = requestedNetworks(context, network)[0]
  const connection = await client.restore({
    purposes: context.purposes,
    chain: wanted ? toBitcoinChain(wanted.caipNetworkId) : undefined,
  })
  if (!connection || connection.accounts.length === 0) return undefined
  watchWallet(context, connectorId, client)
  return openSession(context, { connectorId, client, connection, network })
}
