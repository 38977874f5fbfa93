import type { PolkadotAdapterContext } from '../internal/context.js'

export interface DisconnectParameters {
  connectorId: string
}

export type DisconnectReturnType = undefined

/** Never rejects. */
export type DisconnectErrorType = never

/**
 * Stops following the extension's accounts and forgets the connection. The `@polkadot/extension-inject`
 * protocol has no disconnect call: the site's authorisation stays in the extension (its own settings
 * remove it), as with every Polkadot dapp.
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
}
