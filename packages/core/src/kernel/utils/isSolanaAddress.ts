/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters (spec section 5).
 *
 * @example
 * isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 * isSolanaAddress('0OIl') // false: not base58
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
