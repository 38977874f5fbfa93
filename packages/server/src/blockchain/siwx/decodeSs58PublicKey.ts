import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '@scure/base'

/** `SS58PRE` in ASCII: the context of an SS58 checksum. */
const SS58_CONTEXT = new TextEncoder().encode('SS58PRE')

/**
 * The 32-byte account id (an sr25519 or ed25519 public key) of an SS58 address (any network prefix,
 * one or two bytes), after checking its 2-byte checksum: the first bytes of
 * blake2b-512('SS58PRE' ‖ prefix ‖ account id). Undefined for anything else (not base58, a wrong
 * checksum, the reserved prefixes 46 and 47, an account index or a 33-byte key).
 *
 * @example
 * decodeSs58PublicKey('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // //Alice's sr25519 key
 */
export function decodeSs58PublicKey(address: string): Uint8Array | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{40,52}$/.test(address)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    // Not base58 after all (the pattern let it through): not an address.
    return undefined
  }
  const first = bytes[0] ?? 0xff
  if (first & 0b1000_0000) return undefined
  const prefixLength = first & 0b0100_0000 ? 2 : 1
  if (prefixLength === 1 && (first === 46 || first === 47)) return undefined
  if (bytes.length !== prefixLength + 32 + 2) return undefined
  const body = bytes.subarray(0, prefixLength + 32)
  const input = new Uint8Array(SS58_CONTEXT.length + body.length)
  input.set(SS58_CONTEXT)
  input.set(body, SS58_CONTEXT.length)
  const checksum = blake2b(input, { dkLen: 64 })
  const actual = bytes.subarray(prefixLength + 32)
  if (checksum[0] !== actual[0] || checksum[1] !== actual[1]) return undefined
  return bytes.slice(prefixLength, prefixLength + 32)
}
