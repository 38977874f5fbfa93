import type { CaipAddress } from '../types/network.js'
import { isChainNamespace } from './namespaces.js'

/**
 * Whether `value` is a CAIP-10 account id: three non-empty parts and a known namespace.
 *
 * @example
 * isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 * isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && isChainNamespace(parts[0]) && Boolean(parts[1]) && Boolean(parts[2])
}
