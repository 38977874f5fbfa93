/** A decimal amount as typed ('1', '0.5', '.25', '12.'): digits with at most one dot. */
export const DECIMAL_AMOUNT = /^(\d+\.?\d*|\.\d+)$/

/**
 * '1.5' with 18 decimals → 1500000000000000000n. Undefined when the text is not a decimal amount or
 * has more fraction digits than the token has decimals.
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  const value = text.trim()
  if (!DECIMAL_AMOUNT.test(value)) return undefined
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** 1500000000000000000n with 18 decimals → '1.5' (no trailing zeros, no exponent). */
export function formatAmount(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
