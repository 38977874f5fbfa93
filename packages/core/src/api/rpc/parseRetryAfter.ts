/**
 * Milliseconds to wait from a Retry-After header: delta seconds ('120') or an HTTP date
 * ('Wed, 21 Oct 2025 07:28:00 GMT'). Undefined when absent or unreadable; a past date gives 0.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
