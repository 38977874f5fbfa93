import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/** `0x`-prefixed lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${bytesToHex(bytes)}`
}

/** The bytes of `0x`-prefixed hex, or undefined when `text` is not that. */
export function fromHex(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(text)) return undefined
  return hexToBytes(text.slice(2))
}
