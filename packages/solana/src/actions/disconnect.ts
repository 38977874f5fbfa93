import type { SolanaAdapterContext } from '../internal/context.js'
import { findWallet } from '../internal/getSession.js'
import { toWalletError } from '../internal/toWalletError.js'
import { getFeature } from '../internal/walletFeatures.js'
import { unwatchWallet } from '../internal/watchWallet.js'

export interface DisconnectParameters {
  connectorId: string
}

export type DisconnectReturnType = undefined

/** Never rejects: a wallet that fails to disconnect is logged, the site is disconnected anyway. */
export type DisconnectErrorType = never

/**
 * Stops forwarding the wallet's events, forgets the session and asks the wallet to disconnect the site
 * (`standard:disconnect`, an optional feature: without it there is nothing to ask). A failure is logged
 * with `console.warn`.
 *
 * @example
 * await disconnect(context, { connectorId: 'ws:Phantom' })
 */
export async function disconnect(
  context: SolanaAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  unwatchWallet(context, connectorId)
  const wallet = context.sessions.get(connectorId)?.wallet ?? findWallet(context, connectorId)
  context.sessions.delete(connectorId)
  const feature = wallet && getFeature(wallet, 'standard:disconnect')
  if (!feature) return
  try {
    await feature.disconnect()
  } catch (cause) {
    console.warn('Foyer: the wallet could not disconnect; disconnecting locally', toWalletError(cause))
  }
}
