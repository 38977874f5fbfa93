export interface ForwardJsonRpcParameters {
  rpcUrl: string
  body: string
  timeoutMs: number
  fetch?: typeof fetch
}

export type ForwardJsonRpcReturnType =
  | { ok: true; status: number; body: string; retryAfter: string | undefined }
  | { ok: false; reason: 'timeout' | 'unreachable'; error: unknown }
  | { ok: false; reason: 'invalid'; status: number }

/**
 * Posts a JSON-RPC body to an upstream node and classifies the outcome: a JSON answer (any status,
 * passed through), no answer in `timeoutMs`, no connection, or an answer that is not JSON.
 *
 * @example
 * await forwardJsonRpc({ rpcUrl: 'http://127.0.0.1:8545', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', timeoutMs: 10_000 })
 */
export async function forwardJsonRpc({
  rpcUrl,
  body,
  timeoutMs,
  fetch: fetchFn = fetch,
}: ForwardJsonRpcParameters): Promise<ForwardJsonRpcReturnType> {
  let response: Response
  let text: string
  try {
    response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await response.text()
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable', error }
  }
  // Notifications only: a node may answer with an empty body.
  if (text === '' && response.ok)
    return { ok: true, status: response.status, body: '', retryAfter: undefined }
  try {
    JSON.parse(text)
  } catch {
    return { ok: false, reason: 'invalid', status: response.status }
  }
  return {
    ok: true,
    status: response.status,
    body: text,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  }
}
