const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The bytes of a base58 text (Bitcoin's alphabet, as Solana writes addresses and signatures): each
 * leading '1' is a zero byte. Undefined for a character outside the alphabet.
 *
 * @example
 * decodeBase58('11111111111111111111111111111111') // 32 zero bytes: the system program's address
 */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> | undefined {
  let value = 0n
  for (const character of text) {
    const digit = ALPHABET.indexOf(character)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

/** Whether `text` is a Solana address: base58 of exactly 32 bytes (an Ed25519 public key or a PDA). */
export function isSolanaPublicKey(text: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text) && decodeBase58(text)?.length === 32
}

/**
 * The base58 text of `bytes` (Bitcoin's alphabet): each leading zero byte is a '1'. The inverse of
 * `decodeBase58`.
 *
 * @example
 * encodeBase58(new TextEncoder().encode('Hello')) // '9Ajdvzr'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = ALPHABET[Number(value % 58n)] + text
  let zeros = 0
  while (bytes[zeros] === 0) zeros++
  return '1'.repeat(zeros) + text
}
