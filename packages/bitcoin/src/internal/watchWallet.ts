import type { WalletClient } from './client.js'
import type { BitcoinAdapterContext } from './context.js'
import { accountTypesOf, activeAccounts } from './getSession.js'
import { toCaipReference } from './toBitcoinChain.js'

/** Stops following the wallet of `connectorId` (only `client`'s, when given). */
export function unwatchWallet(
  context: BitcoinAdapterContext,
  connectorId: string,
  client?: WalletClient,
): void {
  const watcher = context.watchers.get(connectorId)
  if (!watcher || (client && watcher.client !== client)) return
  context.watchers.delete(connectorId)
  watcher.stop()
}

/**
 * Follows the wallet's account and network changes and reports them to core with the connector id: the
 * active addresses (the session network's, payment first), the network a sats-connect wallet moved to.
 * No account at all means the wallet disconnected the site: the session ends, and so does the listener.
 */
export function watchWallet(context: BitcoinAdapterContext, connectorId: string, client: WalletClient): void {
  unwatchWallet(context, connectorId)
  const stop = client.watch(({ accounts, chain }) => {
    const session = context.sessions.get(connectorId)
    if (accounts && accounts.length === 0) {
      unwatchWallet(context, connectorId, client)
      context.sessions.delete(connectorId)
      context.events?.accountsChanged({ connectorId, addresses: [] })
      return
    }
    if (!session || session.client !== client) return
    if (chain && chain !== session.chain) {
      session.chain = chain
      session.network = undefined
      context.events?.chainChanged({ connectorId, chainId: toCaipReference(chain) })
    }
    if (accounts) session.accounts = accounts
    const active = activeAccounts(session)
    context.events?.accountsChanged({
      connectorId,
      addresses: active.map((account) => account.address),
      accountTypes: accountTypesOf(active),
    })
  })
  context.watchers.set(connectorId, { client, stop })
}
