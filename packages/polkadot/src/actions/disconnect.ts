import type { PolkadotAdapterContext } from '../internal/context.js'

export interface DisconnectParameters {
  connectorId: string
}

export type DisconnectReturnType = undefined

/** Never rejects: a WalletConnect session that fails to end is logged, the site is disconnected anyway. */
export type DisconnectErrorType = never

/**
 * Stops following the extension's accounts and forgets the connection. The `@polkadot/extension-inject`
 * protocol has no disconnect call: the site's authorisation stays in the extension (its own settings
 * remove it), as with every Polkadot dapp. Through the WalletConnect connector the session ends on both
 * sides (core disconnects every family of a WalletConnect session together); a failure is logged with
 * `console.warn`.
 *
 * @example
 * await disconnect(context, { connectorId: 'injectedWeb3:talisman' })
 */
export async function disconnect(
  context: PolkadotAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  context.sessions.get(connectorId)?.unsubscribe()
  context.sessions.delete(connectorId)
  const connector = context.walletConnect
  if (connector?.id !== connectorId) return
  try {
    await connector.disconnect()
  } catch (error) {
    console.warn('Foyer: the WalletConnect session could not be ended; disconnecting locally', error)
  }
}
