import type { SolanaChain } from '../types.js'

/**
 * The public clusters by the CAIP-2 reference of their network (CAIP-30: the first 32 characters of the
 * genesis hash). A Map, not an object: a reference such as 'constructor' must find nothing.
 */
const clustersByReference: ReadonlyMap<string, SolanaChain> = new Map([
  ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:mainnet'],
  ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet'],
  ['4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:testnet'],
])

/** The CAIP-2 reference of the network a Wallet Standard chain names; undefined for localnet (any genesis). */
export function toCaipReference(chain: string): string | undefined {
  for (const [reference, named] of clustersByReference) if (named === chain) return reference
  return undefined
}

/**
 * The Wallet Standard chain of a Solana network: mainnet, devnet and testnet by their genesis hash, and
 * 'solana:localnet' for any other genesis (a local validator, or the Foyer devnet's ledger). Takes a
 * CAIP-2 network id ('solana:<first 32 characters of the genesis hash>'), its reference, or a whole
 * genesis hash.
 *
 * @example
 * toSolanaChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:mainnet'
 * toSolanaChain('EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // 'solana:devnet'
 * toSolanaChain('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K') // 'solana:localnet'
 */
export function toSolanaChain(caipNetworkId: string): SolanaChain {
  const reference = caipNetworkId.startsWith('solana:')
    ? caipNetworkId.slice('solana:'.length)
    : caipNetworkId
  return clustersByReference.get(reference.slice(0, 32)) ?? 'solana:localnet'
}
