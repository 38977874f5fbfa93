/** Fiat amounts as integer cents: parsing and formatting with 2 decimals. */

/** '12.34' → 1234n (at most 2 decimals; the schema checked the shape). */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

/** 1234n → '12.34' */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}
