import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import { toBase58 } from './base58.js'

/** An ed25519 key pair in Solana's own format: `secretKey` is the 32-byte seed followed by the public key. */
export interface SolanaKeyPair {
  address: string
  secretKey: Uint8Array
}

// DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** SHA-256 of a UTF-8 label: the fixed seeds and hashes of the local ledger come from it. */
export function sha256(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(label).digest())
}

/**
 * Derives a key pair from a fixed label (seed = SHA-256 of the label), synchronously with node:crypto
 * so that the addresses are known at import time, before any ledger runs. Test keys only: the labels are
 * public.
 */
export function deriveKeyPair(label: string): SolanaKeyPair {
  const seed = sha256(label)
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' })
  const publicKey = new Uint8Array(Buffer.from(x!, 'base64url'))
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(publicKey, 32)
  return { address: toBase58(publicKey), secretKey }
}
