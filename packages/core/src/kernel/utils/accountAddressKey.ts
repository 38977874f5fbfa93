/**
 * `address` as Foyer compares accounts of the network `chainId` (a CAIP-2 id): in lower case on eip155,
 * whose hex addresses differ in case only by their EIP-55 checksum, and exactly as given elsewhere:
 * Solana's base58 is case-sensitive, so two accounts may differ only by case.
 *
 * @example
 * accountAddressKey('eip155:1', '0xAbC…') === accountAddressKey('eip155:1', '0xabc…') // true
 * accountAddressKey('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'AbC…') // 'AbC…'
 */
export function accountAddressKey(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address
}
