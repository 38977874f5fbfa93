import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'

/**
 * The bytes of a base58 text (Solana's addresses and signatures; Bitcoin's alphabet, each leading '1' a
 * zero byte), decoded by `@scure/base` (audited); undefined when it is not base58.
 */
export function decodeBase58(text: string): Buffer | undefined {
  try {
    return Buffer.from(base58.decode(text))
  } catch {
    return undefined
  }
}

/**
 * True when `signature` (base58, 64 bytes) is the Ed25519 signature of `message`'s UTF-8 bytes by the
 * public key `address` encodes (base58, 32 bytes): CAIP-122's Solana profile (`solana:ed25519`), what
 * `solana:signMessage` makes. Malformed input is simply not valid.
 *
 * @example
 * verifySolanaSignature({ address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1', message, signature }) // true
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  const publicKey = decodeBase58(address)
  const bytes = decodeBase58(signature)
  if (publicKey?.length !== 32 || bytes?.length !== 64) return false
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey.toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(message, 'utf8'), key, bytes)
  } catch {
    // A 32-byte value that is not a point of the curve (a program-derived address) signs nothing.
    return false
  }
}
