import { base58 } from '@scure/base'
import { InvalidSs58AddressError } from '../errors/polkadot.js'
import { checksumLength, reservedSs58Prefixes, ss58Checksum, ss58PayloadLengths } from './ss58Hash.js'

export interface DecodeSs58AddressReturnType {
  /** The account id or public key the address carries (32 bytes for sr25519 and ed25519 accounts). */
  publicKey: Uint8Array
  /** The network prefix it was written for (0 Polkadot, 2 Kusama, 42 generic Substrate). */
  prefix: number
}

const invalid = (details: string) => new InvalidSs58AddressError({ details })

/** The prefix and its length in bytes, from the first one or two bytes of a decoded address. */
function readPrefix(bytes: Uint8Array): { prefix: number; length: number } {
  const first = bytes[0]!
  if (first & 0b1000_0000) throw invalid('The first byte of an SS58 address must be below 128')
  if ((first & 0b0100_0000) === 0) return { prefix: first, length: 1 }
  const second = bytes[1] ?? 0
  return { prefix: ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8), length: 2 }
}

/**
 * Reads an SS58 address: the public key (account id) and the network prefix it was written with,
 * after checking its checksum. Throws `InvalidSs58AddressError` for anything else (not base58, a wrong
 * checksum, a reserved prefix, a payload of another length than 1, 2, 4, 8, 32 or 33 bytes). Hex public
 * keys are not addresses here.
 *
 * @example
 * const { publicKey, prefix } = decodeSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
 * // prefix 0 (Polkadot)
 */
export function decodeSs58Address(address: string): DecodeSs58AddressReturnType {
  if (typeof address !== 'string' || address.length === 0 || address.length > 64)
    throw invalid('An SS58 address is a base58 string of at most 64 characters')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch (cause) {
    throw new InvalidSs58AddressError({ details: `${address} is not base58`, cause })
  }
  if (bytes.length < 3) throw invalid(`${address} is too short for an SS58 address`)
  const { prefix, length } = readPrefix(bytes)
  if (reservedSs58Prefixes.includes(prefix)) throw invalid(`The SS58 prefix ${prefix} is reserved`)
  const payloadLength = ss58PayloadLengths.find(
    (candidate) => length + candidate + checksumLength(candidate) === bytes.length,
  )
  if (payloadLength === undefined) throw invalid(`${address} has no SS58 payload length`)
  const end = length + payloadLength
  const expected = ss58Checksum(bytes.subarray(0, end), checksumLength(payloadLength))
  const actual = bytes.subarray(end)
  if (expected.some((byte, index) => byte !== actual[index]))
    throw invalid(`${address} has a wrong SS58 checksum`)
  return { publicKey: bytes.slice(length, end), prefix }
}
