import { getAddress } from 'viem'

/**
 * True when a 0x-prefixed 40-hex address may be taken as typed: all lower case or all upper case
 * (no checksum), or mixed case with a correct EIP-55 checksum. A mixed-case address with a wrong
 * checksum is most likely mistyped and is refused rather than silently "corrected".
 *
 * @example
 * hasValidChecksum('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * hasValidChecksum('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * hasValidChecksum('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function hasValidChecksum(address: `0x${string}`): boolean {
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return getAddress(address) === address
}
