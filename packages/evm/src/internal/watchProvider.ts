import type { Eip1193Listener, Eip1193Provider } from '../types.js'
import type { EvmAdapterContext } from './context.js'
import { accountTypesOf } from './getProviderOrThrow.js'
import { parseAccounts } from './parseAccounts.js'
import { parseChainId } from './parseChainId.js'
import { request } from './request.js'

/** MetaMask's "reconnecting" disconnect code: the wallet comes back by itself while it still has accounts. */
const reconnectingCode = 1013

function removeListener(provider: Eip1193Provider, event: string, listener: Eip1193Listener): void {
  if (provider.removeListener) provider.removeListener(event, listener)
  else provider.off?.(event, listener)
}

/** Removes the listeners attached for `connectorId` (only those on `provider`, when given). */
export function unwatchProvider(
  context: EvmAdapterContext,
  connectorId: string,
  provider?: Eip1193Provider,
): void {
  const watcher = context.watchers.get(connectorId)
  if (!watcher || (provider && watcher.provider !== provider)) return
  context.watchers.delete(connectorId)
  watcher.stop()
}

/**
 * Subscribes to a wallet's `accountsChanged`, `chainChanged` and `disconnect` and forwards them to the
 * adapter events with the connector id. An empty account list or a disconnect ends the subscription.
 * Replaces an earlier subscription of the same connector.
 */
export function watchProvider(
  context: EvmAdapterContext,
  connectorId: string,
  provider: Eip1193Provider,
): void {
  unwatchProvider(context, connectorId)
  if (!provider.on) return

  const onAccountsChanged = (accounts: unknown) => {
    let addresses: string[]
    try {
      addresses = parseAccounts(accounts)
    } catch (error) {
      console.warn('Foyer: ignored an invalid accountsChanged event', error)
      return
    }
    if (addresses.length === 0) unwatchProvider(context, connectorId, provider)
    const accountTypes = accountTypesOf(context, connectorId, provider, addresses)
    context.events?.accountsChanged({ connectorId, addresses, ...(accountTypes ? { accountTypes } : {}) })
  }

  const onChainChanged = (chainId: unknown) => {
    let parsed: number
    try {
      parsed = parseChainId(chainId)
    } catch (error) {
      console.warn('Foyer: ignored an invalid chainChanged event', error)
      return
    }
    context.events?.chainChanged({ connectorId, chainId: parsed })
  }

  const wentAway = () => {
    unwatchProvider(context, connectorId, provider)
    context.events?.disconnected({ connectorId })
  }

  const onDisconnect = async (error: unknown) => {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
    if (code === reconnectingCode) {
      try {
        const accounts = parseAccounts(await request(provider, { method: 'eth_accounts' }))
        if (accounts.length > 0) return
      } catch (cause) {
        console.warn('Foyer: the wallet disconnected and could not be asked for its accounts', cause)
      }
    }
    wentAway()
  }

  const listeners: [string, Eip1193Listener][] = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', (error: unknown) => void onDisconnect(error)],
  ]
  for (const [event, listener] of listeners) provider.on(event, listener)
  context.watchers.set(connectorId, {
    provider,
    stop() {
      for (const [event, listener] of listeners) removeListener(provider, event, listener)
    },
  })
}
