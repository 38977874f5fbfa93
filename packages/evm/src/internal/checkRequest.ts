const HEX = /^0x[0-9a-fA-F]*$/

/** wallet_sendCalls (EIP-5792): every call's `to` and, when present, `data` must be 0x-prefixed hex. */
function sendCallsProblem(params: unknown): string | undefined {
  const [first] = Array.isArray(params) ? params : []
  const calls = (first as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0) return 'params[0].calls must be a non-empty array'
  for (const [index, call] of calls.entries()) {
    const { to, data } = (call ?? {}) as { to?: unknown; data?: unknown }
    if (typeof to !== 'string' || !HEX.test(to) || to.length <= 2) return `calls[${index}].to`
    if (data !== undefined && (typeof data !== 'string' || !HEX.test(data))) return `calls[${index}].data`
  }
  return undefined
}

/**
 * The RPC method policy's EVM part, asked by core's `request` before the wallet sees the request: undefined
 * at once for a fine request (it goes on in the same task, so that a wallet's deep link still opens within
 * the click), else a promise that rejects with `InvalidSendCallsError` (a wallet_sendCalls whose calls are
 * not 0x-prefixed; the error class loads then, not on page load).
 */
export function checkRequest({
  method,
  params,
}: {
  method: string
  params?: unknown
}): Promise<never> | undefined {
  const details = method === 'wallet_sendCalls' ? sendCallsProblem(params) : undefined
  if (details === undefined) return undefined
  // Through the operations' chunk, which loads the adapter face anyway: importing the face itself here
  // would reshape the page-load chunks.
  return import('../actions/index.js').then(({ InvalidSendCallsError }) =>
    Promise.reject(new InvalidSendCallsError({ details })),
  )
}
