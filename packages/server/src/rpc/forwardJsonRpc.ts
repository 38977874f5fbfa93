export interface ForwardJsonRpcParameters {
  rpcUrl: string
  body: string
  timeoutMs: number
  /** Largest answer read from the upstream; a longer one is dropped unread ('tooLarge'). */
  maxResponseBytes: number
  fetch?: typeof fetch
}

export type ForwardJsonRpcReturnType =
  | { ok: true; status: number; body: string; retryAfter: string | undefined }
  | { ok: false; reason: 'timeout' | 'unreachable'; error: unknown }
  | { ok: false; reason: 'invalid'; status: number }
  | { ok: false; reason: 'tooLarge' }

const TOO_LARGE = Symbol('tooLarge')

/** The body as text, or TOO_LARGE as soon as more than `maxBytes` arrived (the rest is not read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    return TOO_LARGE
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return TOO_LARGE
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Posts a JSON-RPC body to an upstream node and classifies the outcome: a JSON answer (any status,
 * passed through), no answer in `timeoutMs`, no connection, an answer that is not JSON, or one longer
 * than `maxResponseBytes` (not read to its end).
 *
 * @example
 * await forwardJsonRpc({ rpcUrl: 'http://127.0.0.1:8545', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', timeoutMs: 10_000, maxResponseBytes: 10 * 1024 * 1024 })
 */
export async function forwardJsonRpc({
  rpcUrl,
  body,
  timeoutMs,
  maxResponseBytes,
  fetch: fetchFn = fetch,
}: ForwardJsonRpcParameters): Promise<ForwardJsonRpcReturnType> {
  let response: Response
  let text: string | typeof TOO_LARGE
  try {
    response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await readCapped(response, maxResponseBytes)
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable', error }
  }
  if (text === TOO_LARGE) return { ok: false, reason: 'tooLarge' }
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
