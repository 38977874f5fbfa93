import type { Connector } from '@foyer/core'
import { describeType, invalidOptionError } from '@foyer/core/adapter'
import type { Eip1193Provider, EvmExternalConnector } from '../types.js'
import { isEip1193Provider } from './isEip1193Provider.js'

/** A wallet the host brings, as discovery lists it (an external connector) and reaches it. */
export interface HostConnector {
  connector: Connector
  provider: Eip1193Provider
}

/**
 * The host's connectors (`evmAdapter({ connectors })`) as discovery lists them, once checked; none when
 * one fails the check, and the console says which and why (the adapter is made before any view could).
 */
export function acceptHostConnectors(
  offered: unknown,
  reserved: readonly (string | undefined)[],
): HostConnector[] {
  try {
    return checkExternalConnectors(offered, reserved).map(({ id, name, imageUrl, provider }) => ({
      connector: {
        id,
        name,
        type: 'EXTERNAL',
        chain: 'eip155',
        ...(imageUrl ? { imageUrl } : {}),
        installed: true,
      },
      provider,
    }))
  } catch (error) {
    console.error(`Foyer: evmAdapter's connectors are not listed. ${(error as Error).message}`)
    return []
  }
}

/** Where an image may come from: the web or an inline image (an app's own icon), nothing else. */
const IMAGE_URL = /^(https?:\/\/|data:image\/)/i

/**
 * The host's `evmAdapter({ connectors })`, checked: throws `InvalidOptionsError` naming the first entry the
 * adapter could not list or connect through: an id that is empty or taken (`reserved`: the legacy slot's
 * and WalletConnect's), an empty name, an image URL that is not http(s) or `data:image/`, a provider
 * without `request`.
 */
function checkExternalConnectors(
  connectors: unknown,
  reserved: readonly (string | undefined)[],
): EvmExternalConnector[] {
  if (!Array.isArray(connectors)) throw invalidOptionError('connectors', 'array', describeType(connectors))
  const ids = new Set(reserved.filter((id) => id !== undefined))
  for (const [index, entry] of connectors.entries()) {
    const at = (field: string) => `connectors.${index}${field}`
    if (typeof entry !== 'object' || entry === null)
      throw invalidOptionError(at(''), 'object', describeType(entry))
    const { id, name, imageUrl, provider } = entry as Partial<Record<keyof EvmExternalConnector, unknown>>
    if (typeof id !== 'string' || id.trim() === '')
      throw invalidOptionError(at('.id'), 'non-empty string', JSON.stringify(id) ?? describeType(id))
    if (ids.has(id)) throw invalidOptionError(at('.id'), 'an id no other connector has', JSON.stringify(id))
    ids.add(id)
    if (typeof name !== 'string' || name.trim() === '')
      throw invalidOptionError(at('.name'), 'non-empty string', JSON.stringify(name) ?? describeType(name))
    if (imageUrl !== undefined && (typeof imageUrl !== 'string' || !IMAGE_URL.test(imageUrl)))
      throw invalidOptionError(at('.imageUrl'), 'http(s) or data:image URL', JSON.stringify(imageUrl))
    if (!isEip1193Provider(provider))
      throw invalidOptionError(
        at('.provider'),
        'EIP-1193 provider (an object with request())',
        describeType(provider),
      )
  }
  return connectors as EvmExternalConnector[]
}
