import type { Connector } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/network.js'
import { describeType } from './config.js'
import { invalidOptionError } from './invalidOption.js'

/** What every entry of an adapter's `connectors` option has, whatever reaches the wallet. */
export interface HostConnectorEntry {
  id: string
  name: string
  imageUrl?: string | undefined
}

/** Where an image may come from: the web or an inline image (an app's own icon), nothing else. */
const IMAGE_URL = /^(https?:\/\/|data:image\/)/i

/**
 * An adapter's `connectors` option (wallets the host brings), checked: throws `InvalidOptionsError` naming
 * the first entry it could not list: not an object, an id that is empty or taken (`reserved`, another
 * entry's), an empty name, an image URL that is not http(s) or `data:image/`, or what the family's own
 * `check` refuses (the provider or wallet that reaches it, an id rule of its own).
 */
function checkHostConnectors<T extends HostConnectorEntry>(
  connectors: unknown,
  reserved: readonly (string | undefined)[],
  check: (entry: Partial<Record<keyof T, unknown>> & { id: string }, at: (field: string) => string) => void,
): T[] {
  if (!Array.isArray(connectors)) throw invalidOptionError('connectors', 'array', describeType(connectors))
  const ids = new Set(reserved.filter((id) => id !== undefined))
  for (const [index, entry] of connectors.entries()) {
    const at = (field: string) => `connectors.${index}${field}`
    if (typeof entry !== 'object' || entry === null)
      throw invalidOptionError(at(''), 'object', describeType(entry))
    const { id, name, imageUrl } = entry as Partial<Record<keyof HostConnectorEntry, unknown>>
    if (typeof id !== 'string' || id.trim() === '')
      throw invalidOptionError(at('.id'), 'non-empty string', JSON.stringify(id) ?? describeType(id))
    if (ids.has(id)) throw invalidOptionError(at('.id'), 'an id no other connector has', JSON.stringify(id))
    ids.add(id)
    if (typeof name !== 'string' || name.trim() === '')
      throw invalidOptionError(at('.name'), 'non-empty string', JSON.stringify(name) ?? describeType(name))
    if (imageUrl !== undefined && (typeof imageUrl !== 'string' || !IMAGE_URL.test(imageUrl)))
      throw invalidOptionError(at('.imageUrl'), 'http(s) or data:image URL', JSON.stringify(imageUrl))
    check(entry as Partial<Record<keyof T, unknown>> & { id: string }, at)
  }
  return connectors as T[]
}

/**
 * The wallets a host brings to an adapter (`evmAdapter({ connectors })`, `solanaAdapter({ connectors })`),
 * as discovery lists them: each entry with its external connector (spec section 3) of `chain`. None when
 * one entry fails the check: the console says which and why (the adapter is made before any view could).
 *
 * @example
 * const listed = acceptHostConnectors<EvmExternalConnector>(offered, {
 *   adapter: 'evmAdapter', chain: 'eip155', reserved: [walletConnectId],
 *   check: (entry, at) => { if (!isEip1193Provider(entry.provider)) throw invalidOptionError(at('.provider'), …) },
 * })
 */
export function acceptHostConnectors<T extends HostConnectorEntry>(
  offered: unknown,
  p: {
    adapter: string
    chain: ChainNamespace
    reserved: readonly (string | undefined)[]
    check: (entry: Partial<Record<keyof T, unknown>> & { id: string }, at: (field: string) => string) => void
  },
): { connector: Connector; entry: T }[] {
  try {
    return checkHostConnectors<T>(offered, p.reserved, p.check).map((entry) => ({
      connector: {
        id: entry.id,
        name: entry.name,
        type: 'EXTERNAL',
        chain: p.chain,
        ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
        installed: true,
      },
      entry,
    }))
  } catch (error) {
    console.error(`Foyer: ${p.adapter}'s connectors are not listed. ${(error as Error).message}`)
    return []
  }
}
