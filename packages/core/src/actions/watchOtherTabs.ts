import type { StoredConnection } from '../state/connection/lastConnection.js'
import { openOtherTabs, parseOtherTabsMessage } from '../state/connection/otherTabs.js'
import type { Foyer, OtherTabs } from '../types/foyer.js'
import { disconnectFollowingOtherTab } from './disconnect.js'
import { followConnections } from './restoreSession.js'

/**
 * Listens to the site's other tabs (browser only) until `foyer.destroy()`. `otherTabs` is a test's seam
 * (two instances as two tabs); by default the origin's BroadcastChannel and this document's id, nothing
 * where the browser has no BroadcastChannel.
 */
export function watchOtherTabs(foyer: Foyer, otherTabs: OtherTabs | undefined = openOtherTabs()): void {
  if (!otherTabs) return
  const { channel, tab } = otherTabs
  foyer.services.otherTabs = otherTabs
  const onMessage = (event: MessageEvent): void => {
    const message = parseOtherTabsMessage(event.data)
    if (!message || message.tab === tab) return
    if (message.ended.length > 0) void follow(foyer, message.ended)
    if (message.connected.length > 0) followConnections(foyer, message.connected)
  }
  channel.addEventListener('message', onMessage)
  foyer.services.disposers.add(() => {
    channel.removeEventListener('message', onMessage)
    channel.close()
    foyer.services.otherTabs = undefined
  })
}

/** Ends here what another tab ended: each namespace still connected through the same connector. */
async function follow(foyer: Foyer, ended: StoredConnection[]): Promise<void> {
  const same = ({ namespace, connectorId }: StoredConnection) =>
    foyer.stores.chains.getState().chains[namespace]?.accountState.connectorId === connectorId
  try {
    // One at a time: a shared session (WalletConnect, the embedded wallet) ends its other namespaces
    // with the first, and those are then no longer the same connection.
    for (const connection of ended)
      if (same(connection)) await disconnectFollowingOtherTab(foyer, connection.namespace)
  } catch (error) {
    console.warn('Foyer: another tab disconnected, and this one could not follow', error)
  }
}
