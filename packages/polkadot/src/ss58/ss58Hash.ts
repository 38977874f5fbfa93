import { blake2b } from '@noble/hashes/blake2.js'

/** `SS58PRE` in ASCII: the context of an SS58 checksum. */
const SS58_CONTEXT = new TextEncoder().encode('SS58PRE')

/** Payload lengths an SS58 address may carry (account indices of 1–8 bytes, account ids of 32, ECDSA keys of 33). */
export const ss58PayloadLengths: readonly number[] = [1, 2, 4, 8, 32, 33]

/** Prefixes SS58 reserves (46 and 47) and its largest (14 bits). */
export const reservedSs58Prefixes: readonly number[] = [46, 47]
export const maxSs58Prefix = 16_383

/** The checksum length of a payload: 2 bytes for account ids and keys, 1 for indices. */
export function checksumLength(payloadLength: number): number {
  return payloadLength === 32 || payloadLength === 33 ? 2 : 1
}

/** The first `length` bytes of blake2b-512('SS58PRE' ‖ prefix ‖ payload). */
export function ss58Checksum(prefixAndPayload: Uint8Array, length: number): Uint8Array {
  const input = new Uint8Array(SS58_CONTEXT.length + prefixAndPayload.length)
  input.set(SS58_CONTEXT)
  input.set(prefixAndPayload, SS58_CONTEXT.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, length)
}
