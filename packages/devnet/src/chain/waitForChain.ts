import { ChainStartTimeoutError } from '../errors.js'

export interface WaitForChainParameters {
  rpcUrl: string
  chainId: number
  timeoutMs: number
  /** Polling interval; 100 ms by default. */
  intervalMs?: number
  /** Aborts the wait (the chain process exited); the promise then rejects with the signal's reason. */
  signal?: AbortSignal
}

/**
 * Polls `eth_chainId` on `rpcUrl` until it answers, and returns the chain id it answered.
 * Rejects with ChainStartTimeoutError after `timeoutMs`.
 */
export async function waitForChain(parameters: WaitForChainParameters): Promise<number> {
  const { rpcUrl, chainId, timeoutMs, intervalMs = 100, signal } = parameters
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    const answer = await askChainId(rpcUrl, signal)
    if (answer !== undefined) return answer
    if (Date.now() >= deadline) throw new ChainStartTimeoutError({ chainId, rpcUrl, timeoutMs })
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** One attempt: the chain id, or undefined while nothing (or not yet a JSON-RPC server) answers. */
async function askChainId(rpcUrl: string, signal: AbortSignal | undefined): Promise<number | undefined> {
  const timeout = AbortSignal.timeout(2000)
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    // Connection refused / reset / per-attempt timeout: the server is not up yet, try again.
    if (error instanceof Error) return undefined
    throw error
  }
}
