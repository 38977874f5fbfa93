import { randomUuid } from '../../kernel/utils/randomUuid.js'
import type { Foyer, OtherTabs } from '../../types/foyer.js'
import { isStoredConnection, type StoredConnection } from './lastConnection.js'

/**
 * A disconnect in one tab of the site ends the same connection in its other tabs (the modal's
 * Disconnect, the page's sign-out, a sign-out on every device). Without this, another tab went on showing
 * the account until it was reloaded, and then showed it disconnected (the stored connection was gone).
 * A connect made in one tab is told too: another tab where that namespace is not connected restores it
 * silently, as its next load would (actions/restoreSession.ts, `followConnections`).
 *
 * Tabs of one origin tell each other on a BroadcastChannel, whatever storage the host gave Foyer (a
 * `storage` event exists only for localStorage). Only an ended connection is told, never a removal of
 * the stored one: a tab whose restore gave up, or that connected another wallet, must not disconnect
 * the others. A tab follows only for a namespace connected through the same connector; its wallets
 * are asked to disconnect too (the embedded wallet's frame then forgets its session and zeroes its
 * share), and nothing is told on from there, so two tabs never disconnect each other back and forth.
 * This module is the channel and its messages; actions/watchOtherTabs.ts listens and follows.
 */

const CHANNEL = 'foyer:tabs'

/** A connection another tab's connect made, with when it was made there (`now()`, ms) when told. */
export type AnnouncedConnection = StoredConnection & { at?: number }

export interface OtherTabsMessage {
  /** The document that sent it: instances in one tab never follow each other (they share no state). */
  tab: string
  /** Connections that tab ended. */
  ended: StoredConnection[]
  /** Connections a connect in that tab made, the one it made active last (the stored connections' order). */
  connected: AnnouncedConnection[]
}

/** This document's id, made on first use. */
let thisTab: string | undefined
const tabId = (): string => {
  thisTab ??= randomUuid()
  return thisTab
}

/** Another tab's message, parsed at the edge (any script of the origin can post on the channel). */
export function parseOtherTabsMessage(data: unknown): OtherTabsMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { tab, ended, connected } = data as Partial<OtherTabsMessage>
  if (typeof tab !== 'string' || !(Array.isArray(ended) || Array.isArray(connected))) return undefined
  const connections = (list: unknown) => (Array.isArray(list) ? list.filter(isStoredConnection) : [])
  const timed = (item: StoredConnection): AnnouncedConnection => {
    const { namespace, connectorId, at } = item as AnnouncedConnection
    return typeof at === 'number' && Number.isFinite(at)
      ? { namespace, connectorId, at }
      : { namespace, connectorId }
  }
  return { tab, ended: connections(ended), connected: connections(connected).map(timed) }
}

function tell(foyer: Foyer, message: Omit<OtherTabsMessage, 'tab'>): void {
  const { otherTabs } = foyer.services
  try {
    otherTabs?.channel.postMessage({ tab: otherTabs.tab, ...message } satisfies OtherTabsMessage)
  } catch (error) {
    console.warn('Foyer: the other tabs could not be told', message, error)
  }
}

/** Tells the site's other tabs which connections this one ended (none: nothing is sent). */
export function announceDisconnect(foyer: Foyer, ended: StoredConnection[]): void {
  if (ended.length > 0) tell(foyer, { ended, connected: [] })
}

/** Tells the site's other tabs which connections a connect here made (the active one last). */
export function announceConnect(foyer: Foyer, connected: AnnouncedConnection[]): void {
  if (connected.length > 0) tell(foyer, { ended: [], connected })
}

/** The origin's channel and this document's id; undefined where the browser has no BroadcastChannel. */
export function openOtherTabs(): OtherTabs | undefined {
  return typeof BroadcastChannel === 'function'
    ? { channel: new BroadcastChannel(CHANNEL), tab: tabId() }
    : undefined
}
