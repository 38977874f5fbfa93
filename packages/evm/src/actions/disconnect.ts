import { MethodNotFoundRpcError, toFoyerError, UnsupportedProviderMethodError } from '@foyer/core/adapter'
import type { EvmAdapterContext } from '../internal/context.js'
import { getProvider } from '../internal/getProviderOrThrow.js'
import { forgetAddedNetworks } from '../internal/walletConnect.js'
import { unwatchProvider } from '../internal/watchProvider.js'

export interface DisconnectParameters {
  connectorId: string
}

export type DisconnectReturnType = undefined

/** Never rejects: a wallet that cannot revoke its permissions is logged, the site is disconnected anyway. */
export type DisconnectErrorType = never

/**
 * Stops forwarding the wallet's events and asks it to revoke the site's account permission
 * (`wallet_revokePermissions`, EIP-2255). Wallets without that method (4200 / -32601) are fine; any other
 * failure is logged with `console.warn`.
 *
 * @example
 * await disconnect(context, { connectorId: 'io.metamask' })
 */
export async function disconnect(
  context: EvmAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  unwatchProvider(context, connectorId)
  if (context.walletConnect?.id === connectorId) {
    forgetAddedNetworks(context.walletConnect)
    try {
      await context.walletConnect.disconnect()
    } catch (cause) {
      console.warn('Foyer: the WalletConnect session could not be ended on the wallet side', cause)
    }
    return
  }
  const provider = getProvider(context, connectorId)
  if (!provider) return
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch (cause) {
    const error = toFoyerError(cause)
    // The method is optional (EIP-2255): not supporting it is an expected answer, not a fault.
    if (error instanceof UnsupportedProviderMethodError || error instanceof MethodNotFoundRpcError) return
    console.warn('Foyer: the wallet could not revoke its permissions; disconnecting locally', error)
  }
}
