import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { type Address, isAddressEqual } from 'viem'
import { SwapRequestError } from '../errors.js'
import type { SwapChain } from './resolveSwapChain.js'

/** A token of a swap: the native one (address = the 0xeeee… placeholder) or an ERC-20 of the chain. */
export interface SwapToken {
  address: Address
  native: boolean
  name: string
  symbol: string
  decimals: number
}

/**
 * The swap token at `address` on the swap chain: the native placeholder, or one of the chain's
 * configured ERC-20s; anything else is 'Token … is not swappable'.
 *
 * @example
 * resolveSwapToken(swapChain, '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE').native // true
 */
export function resolveSwapToken(swapChain: SwapChain, address: Address): SwapToken {
  if (isAddressEqual(address, NATIVE_TOKEN_ADDRESS)) {
    const { name, symbol, decimals } = swapChain.chain.nativeCurrency
    return { address: NATIVE_TOKEN_ADDRESS, native: true, name, symbol, decimals }
  }
  const token = swapChain.tokens.find((candidate) => isAddressEqual(candidate.address, address))
  if (!token)
    throw new SwapRequestError({
      reason: 'swap.unknownToken',
      params: { address, chain: swapChain.chain.caipNetworkId },
    })
  return { ...token, native: false }
}
