import type { Wallet } from '@wallet-standard/base'
import type { SolanaAdapterContext } from './context.js'
import { parseAccounts } from './parseAccounts.js'
import { getFeature } from './walletFeatures.js'

/** Removes the listener attached for `connectorId` (only the one on `wallet`, when given). */
export function unwatchWallet(context: SolanaAdapterContext, connectorId: string, wallet?: Wallet): void {
  const watcher = context.watchers.get(connectorId)
  if (!watcher || (wallet && watcher.wallet !== wallet)) return
  context.watchers.delete(connectorId)
  watcher.stop()
}

/**
 * Subscribes to the wallet's `standard:events` 'change' and forwards account changes to the adapter events
 * with the connector id (first address is the active one). An empty list means the wallet disconnected
 * the site: the session ends and so does the subscription. Changes of the wallet's chains or features
 * alone are not account changes and are not forwarded. Replaces an earlier subscription of the same
 * connector; a wallet without `standard:events` is not watched.
 */
export function watchWallet(context: SolanaAdapterContext, connectorId: string, wallet: Wallet): void {
  unwatchWallet(context, connectorId)
  const events = getFeature(wallet, 'standard:events')
  if (!events) return
  const onChange = (properties: unknown) => {
    if (typeof properties !== 'object' || properties === null || !('accounts' in properties)) return
    const accounts = parseAccounts((properties as { accounts: unknown }).accounts)
    const session = context.sessions.get(connectorId)
    if (accounts.length === 0) {
      unwatchWallet(context, connectorId, wallet)
      context.sessions.delete(connectorId)
    } else if (session?.wallet === wallet) session.accounts = accounts
    context.events?.accountsChanged({ connectorId, addresses: accounts.map((account) => account.address) })
  }
  let off: () => void
  try {
    off = events.on('change', onChange)
  } catch (error) {
    console.warn('Foyer: could not listen to the wallet’s change events', error)
    return
  }
  context.watchers.set(connectorId, {
    wallet,
    stop() {
      try {
        off()
      } catch (error) {
        console.warn('Foyer: could not stop listening to the wallet’s change events', error)
      }
    },
  })
}
