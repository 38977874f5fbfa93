import { base58 } from '@scure/base'
import { InvalidSs58AddressError } from '../errors/polkadot.js'
import {
  checksumLength,
  maxSs58Prefix,
  reservedSs58Prefixes,
  ss58Checksum,
  ss58PayloadLengths,
} from './ss58Hash.js'

/** The prefix bytes of an SS58 network prefix: one byte below 64, else the two-byte form. */
function prefixBytes(prefix: number): number[] {
  if (prefix < 64) return [prefix]
  return [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)]
}

/**
 * Writes a public key (or account id) as an SS58 address of the network `prefix` (Polkadot 0, Kusama 2,
 * generic Substrate and Westend 42): base58 of prefix ‖ payload ‖ the first bytes of
 * blake2b-512('SS58PRE' ‖ prefix ‖ payload). The same key gives a different address on each network.
 * Throws `InvalidSs58AddressError` for a payload of another length than 1, 2, 4, 8, 32 or 33 bytes, or a
 * prefix outside 0–16383 or reserved (46, 47).
 *
 * @example
 * encodeSs58Address(publicKey, 2) // Kusama: 'H…' / 'F…'
 */
export function encodeSs58Address(publicKey: Uint8Array, prefix: number): string {
  if (!ss58PayloadLengths.includes(publicKey.length))
    throw new InvalidSs58AddressError({ details: `A payload of ${publicKey.length} bytes has no SS58 form` })
  if (
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > maxSs58Prefix ||
    reservedSs58Prefixes.includes(prefix)
  )
    throw new InvalidSs58AddressError({ details: `${prefix} is not an SS58 network prefix` })
  const head = prefixBytes(prefix)
  const body = new Uint8Array(head.length + publicKey.length)
  body.set(head)
  body.set(publicKey, head.length)
  const checksum = ss58Checksum(body, checksumLength(publicKey.length))
  const bytes = new Uint8Array(body.length + checksum.length)
  bytes.set(body)
  bytes.set(checksum, body.length)
  return base58.encode(bytes)
}
