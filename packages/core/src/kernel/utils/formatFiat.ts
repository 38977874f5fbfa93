import { lazyFormat } from './lazyFormat.js'

// For amounts that JavaScript writes with an exponent (1e21 and up): Intl, as before.
const usd = lazyFormat(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

const plainDecimal = /^(\d+)(?:\.(\d+))?$/

/**
 * Formats a fiat amount in US dollars, en-US, with 2 decimals (spec section 9), as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it (the tests compare the
 * two): '$1,234.50', '-$0.50'. An unparsable value shows '$0.00'.
 *
 * Written by hand because a page's first `Intl.NumberFormat` loads ICU's number data: 23 to 60 ms in
 * Chromium here, most of a connected visitor's first account open (a task of 85 to 110 ms, traced) and
 * of its warm-up at idle (issue #32). Like ICU, it rounds the number's shortest decimal form half away
 * from zero (1.005 is '$1.01', where `toFixed` gives '1.00').
 *
 * @example
 * formatFiat(1234.5) // '$1,234.50'
 */
export function formatFiat(value: number | string): string {
  const number = typeof value === 'number' ? value : Number(value)
  const amount = Number.isFinite(number) ? number : 0
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  const match = plainDecimal.exec(String(Math.abs(amount)))
  // Exponent forms: below 1e-6 the amount rounds to 0.00; from 1e21 up, Intl writes it.
  if (!match) return Math.abs(amount) < 1 ? `${sign}$0.00` : usd().format(amount)
  const [, whole = '0', fraction = ''] = match
  const cents =
    BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n)
  const digits = cents.toString().padStart(3, '0')
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}$${dollars}.${digits.slice(-2)}`
}
