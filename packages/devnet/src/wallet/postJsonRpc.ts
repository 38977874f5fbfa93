import { internalError, ProviderRpcError } from './errors.js'

/**
 * Sends one JSON-RPC request to a chain's RPC URL and answers its result; a transport failure is an
 * internal error (-32603), an RPC error keeps its code, message and data.
 */
export async function postJsonRpc(
  fetchRpc: typeof fetch,
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    const response = await fetchRpc(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    body = await response.json()
  } catch (error) {
    throw internalError({ message: error instanceof Error ? error.message : String(error), rpcUrl })
  }
  if (body.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(typeof code === 'number' ? code : -32603, String(message), data)
  }
  return body.result
}

/** `fetch` as given, else the page's (looked up at each call, so a test can replace it). */
export const rpcFetch = (given: typeof fetch | undefined): typeof fetch =>
  given ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
