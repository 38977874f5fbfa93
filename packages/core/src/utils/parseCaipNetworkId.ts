import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import { isChainNamespace } from './namespaces.js'

export interface ParseCaipNetworkIdReturnType {
  chainNamespace: ChainNamespace
  chainId: string
}

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a CAIP-2 network id. It must have exactly two non-empty parts and a known namespace
 * (spec section 5); otherwise throws `InvalidCaipNetworkIdError`.
 *
 * @example
 * parseCaipNetworkId('eip155:31337') // { chainNamespace: 'eip155', chainId: '31337' }
 */
export function parseCaipNetworkId(value: CaipNetworkId | string): ParseCaipNetworkIdReturnType {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !chainId || !isChainNamespace(chainNamespace))
    throw new InvalidCaipNetworkIdError({ value: String(value) })
  return { chainNamespace, chainId }
}
