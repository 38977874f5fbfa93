import { UpstreamRpcError, UpstreamUnavailableError } from './errors.js'

export interface CreateSolanaRpcParameters {
  caipNetworkId: string
  rpcUrl: string
  /** Per HTTP request; 10 000 ms by default (spec section 9). */
  timeoutMs?: number
  /** The fetch to use (the indexer's aborts its requests in flight at shutdown); the global one by default. */
  fetch?: typeof fetch
}

/** One request of a batch: a method and its positional params. */
export interface SolanaRpcRequest {
  method: string
  params?: readonly unknown[]
}

export interface SolanaRpc {
  /** The `result` of one request. */
  call<T>(method: string, params?: readonly unknown[]): Promise<T>
  /** The `result`s of several requests sent as one JSON-RPC batch, in request order. */
  batch<T>(requests: readonly SolanaRpcRequest[]): Promise<T[]>
}

export type SolanaRpcErrorType = UpstreamUnavailableError | UpstreamRpcError

interface JsonRpcAnswer {
  id?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown }
}

/**
 * A small JSON-RPC client of a Solana node (the server needs a handful of reads, not a whole SDK). A
 * node that cannot be reached, times out, or answers with something other than JSON-RPC is
 * `UpstreamUnavailableError` (502); a JSON-RPC error answer is `UpstreamRpcError` (502, with the node's
 * code). Numbers come back as JSON numbers: lamport amounts above 2^53 (9 million SOL) lose precision.
 *
 * @example
 * const rpc = createSolanaRpc({ caipNetworkId: 'solana:…', rpcUrl: 'http://127.0.0.1:8899' })
 * const { value } = await rpc.call<{ value: number }>('getBalance', [address])
 */
export function createSolanaRpc(parameters: CreateSolanaRpcParameters): SolanaRpc {
  const { caipNetworkId: chainId, rpcUrl, timeoutMs = 10_000, fetch: fetchFn = fetch } = parameters
  let nextId = 1

  async function post(body: unknown): Promise<unknown> {
    let response: Response
    let text: string
    try {
      response = await fetchFn(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (cause) {
      throw new UpstreamUnavailableError({ chainId, cause })
    }
    try {
      return JSON.parse(text)
    } catch (cause) {
      throw new UpstreamUnavailableError({ chainId, cause: new Error(`HTTP ${response.status}`, { cause }) })
    }
  }

  function resultOf(answer: JsonRpcAnswer | undefined, method: string): unknown {
    if (!answer || typeof answer !== 'object')
      throw new UpstreamUnavailableError({ chainId, cause: new Error(`no answer to ${method}`) })
    if (answer.error)
      throw new UpstreamRpcError({
        chainId,
        method,
        rpcCode: typeof answer.error.code === 'number' ? answer.error.code : 0,
        message: String(answer.error.message ?? ''),
      })
    return answer.result
  }

  return {
    async call<T>(method: string, params: readonly unknown[] = []) {
      const id = nextId++
      return resultOf((await post({ jsonrpc: '2.0', id, method, params })) as JsonRpcAnswer, method) as T
    },
    async batch<T>(requests: readonly SolanaRpcRequest[]) {
      if (requests.length === 0) return []
      const first = nextId
      nextId += requests.length
      const answers = await post(
        requests.map((request, index) => ({
          jsonrpc: '2.0',
          id: first + index,
          method: request.method,
          params: request.params ?? [],
        })),
      )
      if (!Array.isArray(answers))
        return requests.map((request) => resultOf(answers as JsonRpcAnswer, request.method) as T)
      const byId = new Map((answers as JsonRpcAnswer[]).map((answer) => [answer?.id, answer]))
      return requests.map((request, index) => resultOf(byId.get(first + index), request.method) as T)
    },
  }
}
