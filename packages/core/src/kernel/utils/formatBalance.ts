const decimalPattern = /^(-?)(\d+)(?:\.(\d*))?$/

function toPlainString(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return ''
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
  }
  return value.trim()
}

/** Balances show this many decimals (spec section 9). */
const SHOWN_DECIMALS = 3

/**
 * Formats a balance for display, rounded half-up to 3 decimals (spec section 9 shows 3 decimals; issue
 * #31: cutting them read 997.249975 SOL as 997.249), followed by the symbol. Works on the decimal
 * string (bigint) so that 18-decimal balances keep their digits and round exactly.
 * A missing, empty or unparsable value shows the default '0.00'.
 *
 * @example
 * formatBalance('1.23456', 'ETH') // '1.235 ETH'
 * formatBalance('997.249975', 'SOL') // '997.25 SOL'
 * formatBalance('10000', 'ETH') // '10000 ETH'
 * formatBalance(undefined, 'ETH') // '0.00 ETH'
 */
export function formatBalance(value: string | number | undefined | null, symbol?: string): string {
  const suffix = symbol ? ` ${symbol}` : ''
  const match = value === undefined || value === null ? null : decimalPattern.exec(toPlainString(value))
  if (!match) return `0.00${suffix}`
  const [, sign = '', integer = '0', fraction = ''] = match
  // The amount in thousandths, plus one when the first dropped digit is 5 or more (half-up).
  const thousandths =
    BigInt(`${integer}${fraction.slice(0, SHOWN_DECIMALS).padEnd(SHOWN_DECIMALS, '0')}`) +
    ((fraction[SHOWN_DECIMALS] ?? '0') >= '5' ? 1n : 0n)
  const scale = 10n ** BigInt(SHOWN_DECIMALS)
  const kept = (thousandths % scale).toString().padStart(SHOWN_DECIMALS, '0').replace(/0+$/, '')
  const whole = (thousandths / scale).toString()
  const formatted = kept ? `${whole}.${kept}` : whole
  return `${thousandths === 0n ? '' : sign}${formatted}${suffix}`
}
