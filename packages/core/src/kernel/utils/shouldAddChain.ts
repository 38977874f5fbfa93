/** Wallet answers to a chain switch that mean "add the chain first" (spec section 9: chain codes). */
const addChainCodes: ReadonlySet<number> = new Set([4902, 5000, 32603])

function codeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value)
  return undefined
}

/**
 * Whether a failed `wallet_switchEthereumChain` should be followed by `wallet_addEthereumChain`:
 * true for codes 4902 (unrecognized), 5000 (default) and 32603 (invalid chain), on the error itself
 * or nested in `error.data.originalError.code`. Accepts the error or its numeric code.
 *
 * @example
 * shouldAddChain({ code: 4902, message: 'Unrecognized chain ID' }) // true
 * shouldAddChain(4001) // false
 */
export function shouldAddChain(error: unknown): boolean {
  const direct = codeOf(error)
  if (direct !== undefined) return addChainCodes.has(direct)
  if (typeof error !== 'object' || error === null) return false
  const record = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  const code = codeOf(record.code)
  if (code !== undefined && addChainCodes.has(code)) return true
  const nested = codeOf(record.data?.originalError?.code)
  return nested !== undefined && addChainCodes.has(nested)
}
