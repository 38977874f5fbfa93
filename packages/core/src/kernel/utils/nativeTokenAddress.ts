import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import type { ChainNamespace } from '../../types/network.js'

/**
 * The placeholder address that stands for a namespace's native token in the Foyer server's token
 * lists, balances, prices and history (spec section 9, native token placeholder addresses per
 * namespace): EIP-7528's 0xEeee…EEeE on EVM chains, So111…111 (43 characters, not wrapped SOL's
 * mint So111…112) on Solana. Namespaces without one have no entry.
 */
export const NATIVE_TOKEN_ADDRESSES: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: NATIVE_TOKEN_ADDRESS,
  solana: 'So11111111111111111111111111111111111111111',
}

/**
 * Whether `address` is the native token's placeholder on the network `chainId` (a CAIP-2 id, or its
 * namespace). The address may be plain or a CAIP-10 one (`solana:<ref>:So111…`). EVM addresses are
 * compared without case (answers may carry them in lower case); Solana's base58 is case-sensitive.
 *
 * @example
 * isNativeTokenAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'So11111111111111111111111111111111111111111') // true
 * isNativeTokenAddress('eip155:1', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') // true
 * isNativeTokenAddress('eip155:1', undefined) // false: no address at all is the caller's choice
 */
export function isNativeTokenAddress(chainId: string, address: string | undefined): boolean {
  if (address === undefined) return false
  const namespace = chainId.split(':')[0] as ChainNamespace
  const placeholder = NATIVE_TOKEN_ADDRESSES[namespace]
  if (!placeholder) return false
  const plain = address.slice(address.lastIndexOf(':') + 1)
  return namespace === 'eip155' ? plain.toLowerCase() === placeholder.toLowerCase() : plain === placeholder
}

/**
 * `balance` with the native token's placeholder address taken away: everywhere in core a balance
 * without an address is the native token (the Tokens tab's key, Send's default token and its native
 * transfer, the account's balance), whichever way the server spelled it.
 *
 * @example
 * withoutNativePlaceholder({ chainId: 'solana:…', address: 'So111…111', symbol: 'SOL', … })
 * // { chainId: 'solana:…', symbol: 'SOL', … }
 */
export function withoutNativePlaceholder<T extends { chainId: string; address?: string | undefined }>(
  balance: T,
): T {
  if (!isNativeTokenAddress(balance.chainId, balance.address)) return balance
  const { address: _, ...rest } = balance
  return rest as T
}
