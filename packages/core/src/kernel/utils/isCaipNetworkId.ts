import { caipNetworkIdRegex, isCaipReference } from '@foyer/protocol'
import type { CaipNetworkId } from '../../types/network.js'
import { isChainNamespace } from './namespaces.js'

/**
 * Whether `value` is a CAIP-2 network id of a known namespace: the CAIP-2 grammar
 * (`[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}`), and for eip155 a decimal chain id without leading zeros.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155:01x') // false
 * isCaipNetworkId('eip155:1:0xabc') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string' || !caipNetworkIdRegex.test(value)) return false
  const [namespace = '', reference = ''] = value.split(':')
  return isChainNamespace(namespace) && isCaipReference(namespace, reference)
}
