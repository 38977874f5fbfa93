import { caipAccountIdRegex } from '@foyer/protocol'
import type { CaipAddress } from '../../types/network.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

/**
 * Whether `value` is a CAIP-10 account id of a known namespace: a CAIP-2 network id (see
 * `isCaipNetworkId`) and an account address of `[-.%a-zA-Z0-9]{1,128}`.
 *
 * @example
 * isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 * isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string' || !caipAccountIdRegex.test(value)) return false
  return isCaipNetworkId(value.slice(0, value.lastIndexOf(':')))
}
