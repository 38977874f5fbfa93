import type { CaipAddress, ChainNamespace } from '../../types/network.js'
import { InvalidCaipAddressError } from '../errors/caip.js'
import { isCaipAddress } from './isCaipAddress.js'

export interface ParseCaipAddressReturnType {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

export type ParseCaipAddressErrorType = InvalidCaipAddressError

/**
 * Splits a CAIP-10 account id into its parts. It must follow the CAIP-10 grammar with a known namespace
 * (spec section 5, `isCaipAddress`); otherwise throws `InvalidCaipAddressError`.
 *
 * @example
 * parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xf39F…' }
 */
export function parseCaipAddress(value: CaipAddress | string): ParseCaipAddressReturnType {
  if (!isCaipAddress(value)) throw new InvalidCaipAddressError({ value: String(value) })
  const [chainNamespace, chainId, address] = value.split(':') as [ChainNamespace, string, string]
  return { chainNamespace, chainId, address }
}
