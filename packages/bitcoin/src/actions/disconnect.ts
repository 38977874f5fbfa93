import type { BitcoinAdapterContext } from '../internal/context.js'
import { findClient } from '../internal/getSession.js'
import { unwatchWallet } from '../internal/watchWallet.js'

export interface DisconnectParameters {
  connectorId: string
}

/** Never rejects: a wallet that fails to disconnect is logged, the site is disconnected anyway. */
export type DisconnectErrorType = never

/**
 * Stops following the wallet, forgets the session and asks the wallet to disconnect the site
 * (`standard:disconnect`, sats-connect's `wallet_disconnect`). A failure is logged with console.warn.
 *
 * @example
 * await disconnect(context, { connectorId: 'ws:Xverse' })
 */
export async function disconnect(
  context: BitcoinAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  unwatchWallet(context, connectorId)
  const client = context.sessions.get(connectorId)?.client ?? findClient(context, connectorId)
  context.sessions.delete(connectorId)
  if (!client) return
  try {
    await client.disconnect()
  } catch (error) {
    console.warn('Foyer: the wallet could not disconnect; disconnecting locally', error)
  }
}
