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

/**
 * `units` (with `decimals`) rounded DOWN to `digits` significant digits, in the same units: the digits
 * after them become 0. The whole part is always kept, so only fraction digits are dropped. For amounts
 * shown as a lower bound (a swap's minimum received), which must never read as more than they are.
 *
 * @example
 * roundDownSignificant(32_999_999_999_999_999n, 18, 6) // 32_999_900_000_000_000n ('0.0329999')
 * roundDownSignificant(2_970_123_456n, 6, 6) // 2_970_120_000n ('2970.12')
 * roundDownSignificant(1_234_567_891_234n, 6, 6) // 1_234_567_000_000n ('1234567': the whole part stays)
 */
export function roundDownSignificant(units: bigint, decimals: number, digits: number): bigint {
  if (units <= 0n) return units
  const length = units.toString().length
  const dropped = length - Math.max(digits, length - decimals)
  if (dropped <= 0) return units
  const scale = 10n ** BigInt(dropped)
  return (units / scale) * scale
}

/** The decimal separator of `locale`'s numbers: '.' in English, ',' in German, '٫' in Arabic. */
function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  )
}

/**
 * An amount as a person types it in `locale`, in the form `parseAmount` reads: Arabic-Indic and Persian
 * digits become ASCII ones, and the language's decimal separator ('0,5' in German, '٠٫٥' in Arabic)
 * becomes '.'. '.' is kept everywhere (wallets and exchanges write it). A comma stays a comma where it
 * groups thousands (English), so '1,000' is refused rather than read as 1.
 *
 * @example
 * normalizeTypedAmount('0,5', 'de') // '0.5'
 * normalizeTypedAmount('1,000', 'en') // '1,000' (not an amount)
 */
export function normalizeTypedAmount(text: string, locale: string): string {
  const separator = decimalSeparator(locale)
  let value = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
  value = value.replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0))
  value = value.replaceAll('\u066b', '.')
  return separator === '.' ? value : value.replaceAll(separator, '.')
}
