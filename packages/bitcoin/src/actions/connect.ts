import type { ConnectResult, FoyerError, Network, UserRejectedRequestError } from '@foyer/core'
import { type ConnectionAbortedError, ProviderNotFoundError } from '@foyer/core/adapter'
import type { BitcoinAdapterContext } from '../internal/context.js'
import { findClient, getClientOrThrow } from '../internal/getSession.js'
import { openSession, requestedNetworks } from '../internal/openSession.js'
import { toBitcoinChain } from '../internal/toBitcoinChain.js'
import { unwatchWallet, watchWallet } from '../internal/watchWallet.js'

export interface ConnectParameters {
  connectorId: string
  /** The network core connects on; a sats-connect wallet is asked to connect on it. */
  network?: Network | undefined
}

export type ConnectReturnType = ConnectResult

export type ConnectErrorType =
  | ProviderNotFoundError
  | UserRejectedRequestError
  | ConnectionAbortedError
  | FoyerError

/**
 * Asks the wallet for its payment and ordinals addresses (the adapter's `purposes`; `bitcoin:connect`,
 * or sats-connect's `wallet_connect` on core's network) and follows its events from the start. The
 * result's `address` is the payment address (spec section 6: bip122's default account type), `addresses`
 * the network's addresses, payment first, then ordinals; `chainId` the CAIP-2 reference. A wallet that
 * unregisters while its prompt is open is `ProviderNotFoundError`, whatever it answers.
 *
 * @example
 * const { address, addresses } = await connect(context, { connectorId: 'ws:Xverse', network: bitcoinMainnet })
 */
export async function connect(
  context: BitcoinAdapterContext,
  { connectorId, network }: ConnectParameters,
): Promise<ConnectReturnType> {
  const client = getClientOrThrow(context, connectorId)
  const alreadyWatched = context.watchers.get(connectorId)?.client === client
  if (!alreadyWatched) watchWallet(context, connectorId, client)
  try {
    const wanted = requestedNetworks(context, network)[0]
    const connection = await client.connect({
      purposes: context.purposes,
      chain: wanted ? toBitcoinChain(wanted.caipNetworkId) : undefined,
    })
    if (findClient(context, connectorId) !== client)
      throw new ProviderNotFoundError({
        details: `The wallet of connector "${connectorId}" went away while connecting`,
      })
    return openSession(context, { connectorId, client, connection, network })
  } catch (error) {
    if (!alreadyWatched) unwatchWallet(context, connectorId, client)
    throw error
  }
}
