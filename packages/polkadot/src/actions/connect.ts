import type { ConnectResult, FoyerError, Network, UserRejectedRequestError } from '@foyer/core'
import { ConnectionAbortedError, type ProviderNotFoundError } from '@foyer/core/adapter'
import type { InvalidWalletResponseError } from '../errors/polkadot.js'
import type { PolkadotAdapterContext } from '../internal/context.js'
import { enableExtension } from '../internal/enableExtension.js'
import { getExtensionOrThrow } from '../internal/getSession.js'
import { openSession } from '../internal/openSession.js'
import { parseAccounts } from '../internal/parseInjected.js'
import { toWalletError } from '../internal/toWalletError.js'

export interface ConnectParameters {
  connectorId: string
  /** The network core connects on: the addresses come back in its SS58 form. */
  network: Network
}

export type ConnectReturnType = ConnectResult

export type ConnectErrorType =
  | ProviderNotFoundError
  | UserRejectedRequestError
  | ConnectionAbortedError
  | InvalidWalletResponseError
  | FoyerError

/**
 * Asks the extension to authorise the site (`enable(originName)`, which prompts the first time), reads
 * its accounts (`accounts.get()`) and follows them from then on. The result's addresses are the
 * extension's Polkadot accounts written with `network`'s SS58 prefix, first the extension's first
 * account that may be used on that network; `chainId` is the network's CAIP-2 reference. An extension
 * that leaves the page or never answers gives `ConnectionAbortedError`, one with no Polkadot account
 * too; a declined prompt ('Cancelled', 'Rejected by user') is `UserRejectedRequestError` (4001).
 * Through the WalletConnect connector it pairs (no timeout: the person closes the view to give up) and
 * the accounts are the session's polkadot ones; the result names the chains the session approved
 * (`approvedNetworks`), and a `network` it did not approve gives way to a requested one it did.
 *
 * @example
 * const { address, addresses } = await connect(context, { connectorId: 'injectedWeb3:talisman', network: polkadot })
 */
export async function connect(
  context: PolkadotAdapterContext,
  { connectorId, network }: ConnectParameters,
): Promise<ConnectReturnType> {
  const extension = getExtensionOrThrow(context, connectorId)
  const timeoutMs = extension.walletConnect ? undefined : context.connectTimeoutMs
  const injected = await enableExtension(context, extension, timeoutMs)
  let listed: unknown
  try {
    listed = await injected.accounts.get()
  } catch (error) {
    throw toWalletError(error)
  }
  const accounts = parseAccounts(listed)
  if (accounts.length === 0)
    throw new ConnectionAbortedError({ details: `The extension "${extension.key}" gave no Polkadot account` })
  return openSession(context, {
    connectorId,
    provider: extension.provider,
    injected,
    accounts,
    network,
    approvedNetworks: extension.walletConnect?.approvedNetworks,
  })
}
