import { decodeBase58 } from '../../siwx/verifySolanaSignature.js'

const FORMAT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * True for a Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes (a public key
 * or a program-derived address; whether it is on the curve does not matter to the server).
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true
 * isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isSolanaAddress(text: string): boolean {
  return FORMAT.test(text) && decodeBase58(text)?.length === 32
}
