import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'

/** Bitcoin's CompactSize length prefix. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8)
  return Uint8Array.of(0xfe, length & 0xff, (length >>> 8) & 0xff, (length >>> 16) & 0xff, length >>> 24)
}

const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** The "Bitcoin Signed Message" hash: double SHA-256 of the magic prefix, the length and the message. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  const size = compactSize(message.length)
  const data = new Uint8Array(magic.length + size.length + message.length)
  data.set(magic, 0)
  data.set(size, magic.length)
  data.set(message, magic.length + size.length)
  return sha256(sha256(data))
}

/** BIP-137's header byte of a native segwit (p2wpkh) address: 39 + the recovery id. */
const P2WPKH_HEADER = 39

/**
 * An ECDSA "Bitcoin Signed Message" signature (BIP-137) by a p2wpkh key: 65 bytes, the header byte
 * (39–42: p2wpkh, compressed key) then r and s, over the message's double SHA-256 with Bitcoin's magic
 * prefix. What wallets answer for `protocol: 'ecdsa'` on a native segwit address.
 *
 * @example
 * const signature = signBip137(privateKey, new TextEncoder().encode('Hello'))
 */
export function signBip137(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  const recovered = secp256k1.sign(bitcoinMessageHash(message), privateKey, {
    prehash: false,
    format: 'recovered',
  })
  const signature = new Uint8Array(65)
  signature[0] = P2WPKH_HEADER + (recovered[0] as number)
  signature.set(recovered.subarray(1), 1)
  return signature
}
