import { ProviderNotFoundError, UnauthorizedProviderError } from '@foyer/core/adapter'
import type { Extension } from '../discovery/createDiscovery.js'
import { decodeSs58Address } from '../ss58/decodeSs58Address.js'
import type { PolkadotAccount, PolkadotAdapterContext, Session } from './context.js'
import { createWalletConnectExtension } from './walletConnectExtension.js'

/**
 * The extension behind `connectorId`: the WalletConnect session's polkadot namespace for the WalletConnect
 * connector, else a listed extension of `injectedWeb3` (as last read); undefined when there is none.
 */
export function findExtension(context: PolkadotAdapterContext, connectorId: string): Extension | undefined {
  const connector = context.walletConnect
  if (connector?.id === connectorId) {
    context.walletConnectExtension ??= createWalletConnectExtension(context, connector)
    return context.walletConnectExtension
  }
  return context.discovery.getExtension(connectorId)
}

/** The extension behind `connectorId`; `ProviderNotFoundError` when it is gone or was never listed. */
export function getExtensionOrThrow(context: PolkadotAdapterContext, connectorId: string): Extension {
  context.discovery.refresh()
  const extension = findExtension(context, connectorId)
  if (!extension)
    throw new ProviderNotFoundError({ details: `No Polkadot extension for connector "${connectorId}"` })
  return extension
}

/**
 * The connection through `connectorId`: `ProviderNotFoundError` when the extension is gone (or its entry
 * was replaced), `UnauthorizedProviderError` (4100) when the site is not connected to it.
 */
export function getSessionOrThrow(context: PolkadotAdapterContext, connectorId: string): Session {
  const extension = getExtensionOrThrow(context, connectorId)
  const session = context.sessions.get(connectorId)
  if (!session || session.provider !== extension.provider)
    throw new UnauthorizedProviderError({ details: `Not connected to the extension of "${connectorId}"` })
  return session
}

/**
 * The connected account of `address`, written with any network's prefix (the same account id);
 * `UnauthorizedProviderError` (4100) when it is not an account of this connection.
 */
export function getAccountOrThrow(session: Session, address: string): PolkadotAccount {
  let publicKey: Uint8Array | undefined
  try {
    publicKey = decodeSs58Address(address).publicKey
  } catch (cause) {
    throw new UnauthorizedProviderError({ details: `${address} is not a Polkadot address`, cause })
  }
  const account = session.accounts.find((item) => sameBytes(item.publicKey, publicKey))
  if (!account)
    throw new UnauthorizedProviderError({
      details: `${address} is not a connected account of this extension`,
    })
  return account
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
