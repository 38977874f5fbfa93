const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
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
  if (!FORMAT.test(text)) return false
  let value = 0n
  for (const character of text) value = value * 58n + BigInt(ALPHABET.indexOf(character))
  let zeros = 0
  while (text[zeros] === '1') zeros++
  const bytes = value === 0n ? 0 : Math.ceil(value.toString(16).length / 2)
  return zeros + bytes === 32
}
