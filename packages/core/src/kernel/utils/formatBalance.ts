const decimalPattern = /^(-?)(\d+)(?:\.(\d*))?$/

function toPlainString(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return ''
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
  }
  return value.trim()
}

/**
 * Formats a balance for display, truncated (never rounded) to 3 decimals (spec section 9), followed by
 * the symbol. Works on the decimal string so that 18-decimal balances keep their digits.
 * A missing, empty or unparsable value shows the default '0.00'.
 *
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance('10000', 'ETH') // '10000 ETH'
 * formatBalance(undefined, 'ETH') // '0.00 ETH'
 */
export function formatBalance(value: string | number | undefined | null, symbol?: string): string {
  const suffix = symbol ? ` ${symbol}` : ''
  const match = value === undefined || value === null ? null : decimalPattern.exec(toPlainString(value))
  if (!match) return `0.00${suffix}`
  const [, sign = '', integer = '0', fraction = ''] = match
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  const formatted = kept ? `${integer}.${kept}` : integer
  const isZero = /^[0.]*$/.test(formatted)
  return `${isZero ? '' : sign}${formatted}${suffix}`
}
