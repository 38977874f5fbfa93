import { readJson, writeJson } from '../../kernel/storage/storage.js'
import { storageKeys } from '../../kernel/storage/storageKeys.js'
import { isChainNamespace } from '../../kernel/utils/namespaces.js'
import type { ChainNamespace } from '../../types/network.js'
import type { KeyValueStorage } from '../../types/storage.js'

/** One namespace's connection: as stored for the session's restore, and as told to the site's other tabs. */
export interface StoredConnection {
  namespace: ChainNamespace
  connectorId: string
}

/** Whether `item` (read from storage or from another tab) is a connection. */
export const isStoredConnection = (item: unknown): item is StoredConnection =>
  typeof item === 'object' &&
  item !== null &&
  isChainNamespace((item as StoredConnection).namespace) &&
  typeof (item as StoredConnection).connectorId === 'string'

const isStoredConnections = (value: unknown): value is StoredConnection[] =>
  Array.isArray(value) && value.every(isStoredConnection)

/** The last connection of each namespace, as persisted for session restore. */
export function getStoredConnections(storage: KeyValueStorage): StoredConnection[] {
  return readJson(storage, storageKeys.connections, isStoredConnections) ?? []
}

/**
 * Stores the connection of a namespace. The active namespace's connection goes last (`active`, the
 * default); one connected alongside goes first, so that the last stored is the one to make active again.
 */
export function storeConnection(
  storage: KeyValueStorage,
  connection: StoredConnection,
  { active = true }: { active?: boolean } = {},
): void {
  const others = getStoredConnections(storage).filter((item) => item.namespace !== connection.namespace)
  writeJson(storage, storageKeys.connections, active ? [...others, connection] : [connection, ...others])
}

export function removeStoredConnection(storage: KeyValueStorage, namespace: ChainNamespace): void {
  const stored = getStoredConnections(storage)
  const others = stored.filter((item) => item.namespace !== namespace)
  if (others.length === stored.length) return
  if (others.length === 0) storage.removeItem(storageKeys.connections)
  else writeJson(storage, storageKeys.connections, others)
}
