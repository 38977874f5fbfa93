import { parseSiwxMessage } from '@foyer/core'
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  address as toAddress,
  verifySignature,
} from '@solana/kit'

export interface VerifySignInParameters {
  /** The sign-in message's text, as it was signed. */
  message: string
  /** The Ed25519 signature, base58 (64 bytes): what `solana:signMessage` answers, base58-encoded. */
  signature: string
  /** The Solana address that signs in: its base58 Ed25519 public key. */
  address: string
}

/**
 * Whether a Solana account signed a sign-in message (CAIP-122's Solana profile, `solana:ed25519`): the
 * message parses and names `address`, and `signature` is the Ed25519 signature of its UTF-8 bytes by
 * the key the address encodes. Checked with @solana/kit (WebCrypto's Ed25519: browsers, Node 20+).
 * Anything malformed (not base58, a wrong length, not a sign-in message) is simply not valid.
 *
 * @example
 * await verifySignIn({ message, signature, address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1' }) // true
 */
export async function verifySignIn({
  message,
  signature,
  address,
}: VerifySignInParameters): Promise<boolean> {
  let signed: Uint8Array
  let key: CryptoKey
  try {
    if (parseSiwxMessage(message).accountAddress !== address) return false
    signed = new Uint8Array(getBase58Encoder().encode(signature))
    key = await getPublicKeyFromAddress(toAddress(address))
  } catch {
    // Not a sign-in message, not base58, or not an address: nothing that could verify.
    return false
  }
  if (signed.length !== 64) return false
  return verifySignature(key, signed as SignatureBytes, new TextEncoder().encode(message))
}
