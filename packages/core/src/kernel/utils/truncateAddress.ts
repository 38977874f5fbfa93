export interface TruncateAddressParameters {
  /** Characters kept at the start, after any `0x` prefix. Default 4 (spec section 9). */
  start?: number
  /** Characters kept at the end. Default 6 (spec section 9). */
  end?: number
}

/**
 * Shortens an address for display: the `0x` prefix (when present), the first `start` characters,
 * an ellipsis (U+2026) and the last `end` characters. Short addresses are returned unchanged.
 *
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…b92266'
 * truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // '7S3P…ArAaKv'
 */
export function truncateAddress(
  address: string,
  { start = 4, end = 6 }: TruncateAddressParameters = {},
): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  if (body.length <= start + end + 1) return address
  return `${prefix}${body.slice(0, start)}…${end > 0 ? body.slice(-end) : ''}`
}
