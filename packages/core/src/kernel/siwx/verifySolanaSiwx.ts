import { decodeBase58 } from './base58.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

export interface VerifySolanaSiwxParameters {
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
 * the key the address encodes. Checked with WebCrypto's Ed25519 (browsers, Node 20+). Anything
 * malformed is simply not valid.
 *
 * @example
 * await verifySolanaSiwx({ message, signature, address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1' }) // true
 */
export async function verifySolanaSiwx({
  message,
  signature,
  address,
}: VerifySolanaSiwxParameters): Promise<boolean> {
  const publicKey = decodeBase58(address)
  const signatureBytes = decodeBase58(signature)
  if (publicKey?.length !== 32 || signatureBytes?.length !== 64) return false
  try {
    if (parseSiwxMessage(message).accountAddress !== address) return false
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
    return await crypto.subtle.verify('Ed25519', key, signatureBytes, new TextEncoder().encode(message))
  } catch {
    return false
  }
}
