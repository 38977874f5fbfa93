/** Pending transactions shown at most (spec section 9). */
export const pendingTransactionsLimit = 99

/**
 * The pending-transactions count as shown: capped at 99 ('99+' above it), undefined for none.
 *
 * @example
 * formatPendingCount(3) // '3'
 * formatPendingCount(250) // '99+'
 */
export function formatPendingCount(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined
  return count > pendingTransactionsLimit ? `${pendingTransactionsLimit}+` : String(Math.floor(count))
}
