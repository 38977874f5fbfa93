import { InvalidSendCallsError } from '@foyer/core/adapter'

const HEX = /^0x[0-9a-fA-F]*$/

/** wallet_sendCalls (EIP-5792): every call's `to` and, when present, `data` must be 0x-prefixed hex. */
function assertSendCalls(params: unknown): void {
  const [first] = Array.isArray(params) ? params : []
  const calls = (first as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0)
    throw new InvalidSendCallsError({ details: 'params[0].calls must be a non-empty array' })
  calls.forEach((call: unknown, index) => {
    const { to, data } = (call ?? {}) as { to?: unknown; data?: unknown }
    if (typeof to !== 'string' || !HEX.test(to) || to.length <= 2)
      throw new InvalidSendCallsError({ details: `calls[${index}].to` })
    if (data !== undefined && (typeof data !== 'string' || !HEX.test(data)))
      throw new InvalidSendCallsError({ details: `calls[${index}].data` })
  })
}

/**
 * The RPC method policy's EVM part (core's `request` asks before the wallet sees the request): throws
 * `InvalidSendCallsError` for a wallet_sendCalls whose calls are not 0x-prefixed.
 */
export function checkRequest({ method, params }: { method: string; params?: unknown }): void {
  if (method === 'wallet_sendCalls') assertSendCalls(params)
}
