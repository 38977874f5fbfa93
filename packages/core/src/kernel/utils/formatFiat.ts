import { lazyFormat } from './lazyFormat.js'

const usd = lazyFormat(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/**
 * Formats a fiat amount in US dollars, en-US, with 2 decimals (spec section 9).
 * An unparsable value shows '$0.00'.
 *
 * @example
 * formatFiat(1234.5) // '$1,234.50'
 */
export function formatFiat(value: number | string): string {
  const number = typeof value === 'number' ? value : Number(value)
  return usd().format(Number.isFinite(number) ? number : 0)
}
