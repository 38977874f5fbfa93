import { keccak_256 } from '@noble/hashes/sha3'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The EIP-55 mixed-case checksum form of a 0x-prefixed 40-hex EVM address.
 *
 * @example
 * checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function checksumAddress(address: string): string {
  if (!EVM_ADDRESS.test(address)) throw new TypeError(`Not an EVM address: ${address}`)
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const byte = hash[i >> 1] as number
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    out += nibble >= 8 ? (hex[i] as string).toUpperCase() : hex[i]
  }
  return out
}

/**
 * Whether a 0x-prefixed 40-hex address may be taken as typed (EIP-55): all lower or all upper case (no
 * checksum), or mixed case with the right checksum. A mixed-case address with a wrong checksum is most
 * likely mistyped.
 *
 * @example
 * hasValidChecksum('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * hasValidChecksum('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * hasValidChecksum('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function hasValidChecksum(address: string): boolean {
  if (!EVM_ADDRESS.test(address)) return false
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return checksumAddress(address) === address
}
