import type { CaipNetworkId } from '../types/network.js'
import { isChainNamespace } from './namespaces.js'

/**
 * Whether `value` is a CAIP-2 network id: two non-empty parts and a known namespace.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155:1:0xabc') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && isChainNamespace(parts[0]) && Boolean(parts[1])
}
