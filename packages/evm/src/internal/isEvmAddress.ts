/**
 * Whether `value` is an EVM address: 40 hex characters with an optional `0x` prefix (spec section 5).
 * The checksum (mixed case) is not verified.
 *
 * @example
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * isEvmAddress('0x123') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
