import type { ConnectResult, FoyerError, Network } from '@foyer/core'
import type { InvalidProviderResponseError } from '../errors/provider.js'
import type { EvmAdapterContext } from '../internal/context.js'
import { getProvider, toConnectResult } from '../internal/getProviderOrThrow.js'
import { parseAccounts } from '../internal/parseAccounts.js'
import { parseChainId } from '../internal/parseChainId.js'
import { request } from '../internal/request.js'
import { sessionNetworks } from '../internal/walletConnect.js'
import { watchProvider } from '../internal/watchProvider.js'

export interface ReconnectParameters {
  connectorId: string
  network?: Network | undefined
}

export type ReconnectReturnType = ConnectResult | undefined

export type ReconnectErrorType = InvalidProviderResponseError | FoyerError

/**
 * Re-attaches to a wallet that still authorises the site, without a prompt (`eth_accounts`). Returns
 * undefined when the wallet is gone or exposes no account.
 *
 * @example
 * const result = await reconnect(context, { connectorId: 'io.metamask' })
 * if (!result) forgetTheSession()
 */
export async function reconnect(
  context: EvmAdapterContext,
  { connectorId, network }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const walletConnect = context.walletConnect?.id === connectorId ? context.walletConnect : undefined
  const provider = walletConnect
    ? await walletConnect.restore({
        networks: sessionNetworks(context, connectorId, network),
        metadata: context.events?.siteMetadata?.(),
      })
    : getProvider(context, connectorId)
  if (!provider) return undefined
  const addresses = parseAccounts(await request(provider, { method: 'eth_accounts' }))
  const address = addresses[0]
  if (!address) return undefined
  const chainId = parseChainId(await request(provider, { method: 'eth_chainId' }))
  watchProvider(context, connectorId, provider)
  return toConnectResult(context, connectorId, provider, { address, addresses, chainId, walletConnect })
}
