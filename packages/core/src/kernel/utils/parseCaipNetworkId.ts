import type { CaipNetworkId, ChainNamespace } from '../../types/network.js'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

export interface ParseCaipNetworkIdReturnType {
  chainNamespace: ChainNamespace
  chainId: string
}

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a CAIP-2 network id. It must follow the CAIP-2 grammar with a known namespace (spec section 5,
 * `isCaipNetworkId`); otherwise throws `InvalidCaipNetworkIdError`.
 *
 * @example
 * parseCaipNetworkId('eip155:31337') // { chainNamespace: 'eip155', chainId: '31337' }
 */
export function parseCaipNetworkId(value: CaipNetworkId | string): ParseCaipNetworkIdReturnType {
  if (!isCaipNetworkId(value)) throw new InvalidCaipNetworkIdError({ value: String(value) })
  const [chainNamespace, chainId] = value.split(':') as [ChainNamespace, string]
  return { chainNamespace, chainId }
}
