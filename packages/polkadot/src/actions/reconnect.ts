import { type ConnectResult, type FoyerError, type Network, UserRejectedRequestError } from '@foyer/core'
import { ConnectionAbortedError, UnauthorizedProviderError } from '@foyer/core/adapter'
import type { PolkadotAdapterContext } from '../internal/context.js'
import { enableExtension } from '../internal/enableExtension.js'
import { findExtension } from '../internal/getSession.js'
import { openSession } from '../internal/openSession.js'
import { parseAccounts } from '../internal/parseInjected.js'
import { toWalletError } from '../internal/toWalletError.js'

export interface ReconnectParameters {
  connectorId: string
  network: Network
}

export type ReconnectReturnType = ConnectResult | undefined

export type ReconnectErrorType = FoyerError

/** A session restore waits this long for the extension: an authorised site's `enable` answers at once. */
const RECONNECT_TIMEOUT_MS = 10_000

/**
 * Re-attaches to an extension after a reload. The protocol has no silent connect: `enable` answers an
 * authorised site at once, without a prompt, and core only restores a connection the visitor made, so
 * this calls `enable` again. Returns undefined when the extension is gone, declines (4001, 4100), gives
 * no account, or does not answer within 10 s (it is asking the visitor again: the restore is dropped
 * rather than holding the page); its other failures come back typed. Through the WalletConnect
 * connector it never pairs: it finds the session stored by an earlier page, or the one another family
 * just paired (core connects a shared connector's other families so), and its polkadot accounts;
 * undefined when there is none.
 *
 * @example
 * const result = await reconnect(context, { connectorId: 'injectedWeb3:talisman', network: polkadot })
 */
export async function reconnect(
  context: PolkadotAdapterContext,
  { connectorId, network }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  context.discovery.refresh()
  const extension = findExtension(context, connectorId)
  if (!extension) return undefined
  try {
    const injected = extension.walletConnect
      ? await extension.walletConnect.restore()
      : await enableExtension(context, extension, Math.min(RECONNECT_TIMEOUT_MS, context.connectTimeoutMs))
    if (!injected) return undefined
    const accounts = parseAccounts(await injected.accounts.get())
    if (accounts.length === 0) return undefined
    return openSession(context, {
      connectorId,
      provider: extension.provider,
      injected,
      accounts,
      network,
      approvedNetworks: extension.walletConnect?.approvedNetworks,
    })
  } catch (cause) {
    const error = toWalletError(cause)
    if (
      error instanceof UserRejectedRequestError ||
      error instanceof UnauthorizedProviderError ||
      error instanceof ConnectionAbortedError
    )
      return undefined
    throw error
  }
}
