import type { ConnectResult, FoyerError, Network, UserRejectedRequestError } from '@foyer/core'
import { ConnectionAbortedError, type ProviderNotFoundError, toFoyerError } from '@foyer/core/adapter'
import type { InvalidProviderResponseError } from '../errors/provider.js'
import type { EvmAdapterContext } from '../internal/context.js'
import { getProviderOrThrow, toConnectResult } from '../internal/getProviderOrThrow.js'
import { parseAccounts } from '../internal/parseAccounts.js'
import { parseChainId } from '../internal/parseChainId.js'
import { request } from '../internal/request.js'
import { connectWalletConnect, forgetAddedNetworks } from '../internal/walletConnect.js'
import { unwatchProvider, watchProvider } from '../internal/watchProvider.js'

export interface ConnectParameters {
  connectorId: string
  /** The network to connect on (the first chain of a WalletConnect proposal). */
  network?: Network | undefined
}

export type ConnectReturnType = ConnectResult

export type ConnectErrorType =
  | ProviderNotFoundError
  | UserRejectedRequestError
  | ConnectionAbortedError
  | InvalidProviderResponseError
  | FoyerError

/**
 * Asks the wallet for its accounts (`eth_requestAccounts`, which prompts) and its chain (`eth_chainId`),
 * and forwards its `accountsChanged` / `chainChanged` / `disconnect` events from then on. Through
 * WalletConnect the result also names the networks the session approved (`approvedNetworks`). The wallet's
 * events are watched from the start, so that a wallet that disconnects while the prompt is open is reported.
 *
 * @example
 * const { address, chainId } = await connect(context, { connectorId: 'io.metamask' })
 */
export async function connect(
  context: EvmAdapterContext,
  { connectorId, network }: ConnectParameters,
): Promise<ConnectReturnType> {
  const walletConnect = context.walletConnect?.id === connectorId ? context.walletConnect : undefined
  if (walletConnect) forgetAddedNetworks(walletConnect)
  const provider = walletConnect
    ? await connectWalletConnect(context, walletConnect, network).catch((error: unknown) => {
        throw toFoyerError(error)
      })
    : getProviderOrThrow(context, connectorId)
  const alreadyWatched = context.watchers.get(connectorId)?.provider === provider
  if (!alreadyWatched) watchProvider(context, connectorId, provider)
  try {
    const addresses = parseAccounts(await request(provider, { method: 'eth_requestAccounts' }))
    const address = addresses[0]
    if (!address) throw new ConnectionAbortedError({ details: 'The wallet returned no accounts' })
    const chainId = parseChainId(await request(provider, { method: 'eth_chainId' }))
    // A WalletConnect session names the networks the wallet approved; other wallets leave them all enabled.
    return toConnectResult(context, connectorId, provider, { address, addresses, chainId, walletConnect })
  } catch (error) {
    if (!alreadyWatched) unwatchProvider(context, connectorId, provider)
    throw toFoyerError(error)
  }
}
