import { InvalidCaipAddressError } from '../errors/caip.js'
import type { CaipAddress, ChainNamespace } from '../types/network.js'
import { isChainNamespace } from './namespaces.js'

export interface ParseCaipAddressReturnType {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

export type ParseCaipAddressErrorType = InvalidCaipAddressError

/**
 * Splits a CAIP-10 account id into its parts. It must have exactly three non-empty colon-separated
 * parts and a known namespace (spec section 5); otherwise throws `InvalidCaipAddressError`.
 *
 * @example
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xf39F…' }
 */
export function parseCaipAddress(value: CaipAddress | string): ParseCaipAddressReturnType {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !chainId || !address || !isChainNamespace(chainNamespace))
    throw new InvalidCaipAddressError({ value: String(value) })
  return { chainNamespace, chainId, address }
}
