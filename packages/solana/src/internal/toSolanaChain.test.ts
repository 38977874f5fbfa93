import { describe, expect, test } from 'vitest'
import { toCaipReference, toSolanaChain } from './toSolanaChain.js'

describe('toSolanaChain', () => {
  test.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:mainnet'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet'],
    ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:testnet'],
  ])('default: %s is %s', (caipNetworkId, chain) => {
    expect(toSolanaChain(caipNetworkId)).toBe(chain)
  })

  test('parameters: a reference or a whole genesis hash', () => {
    expect(toSolanaChain('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana:devnet')
    // Mainnet's whole genesis hash: the CAIP reference is its first 32 characters.
    expect(toSolanaChain('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe('solana:mainnet')
  })

  test.each([
    ['solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd'],
    ['solana:5EYKT4USFV8P8NJDTREPY1VZQKQZKVDP'],
    ['solana:constructor'],
    ['solana:'],
    [''],
  ])('behavior: any other genesis (%j) is localnet', (caipNetworkId) => {
    expect(toSolanaChain(caipNetworkId)).toBe('solana:localnet')
  })

  test('behavior: the public clusters map back to their reference; localnet has none', () => {
    expect(toCaipReference('solana:mainnet')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(toCaipReference('solana:devnet')).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(toCaipReference('solana:testnet')).toBe('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(toCaipReference('solana:localnet')).toBeUndefined()
  })
})
