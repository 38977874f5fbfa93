import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: number | string
  method: string
  params?: unknown[]
}

/** What the server does with one HTTP request: answer each JSON-RPC call, fail with a status, or hang. */
export type RpcServerBehavior =
  | {
      type: 'answer'
      answer: (request: JsonRpcRequest) => { result: unknown } | { error: { code: number; message: string } }
    }
  | { type: 'status'; status: number }
  | { type: 'hang' }

export interface RpcServer {
  url: string
  /** Bodies of the HTTP requests received (a JSON-RPC call or a batch array). */
  bodies: unknown[]
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/** A real JSON-RPC server over HTTP on 127.0.0.1 (random port), scriptable per test. */
export type RpcServerScript = RpcServerBehavior | ((attempt: number) => RpcServerBehavior)

export async function startRpcServer(initial: RpcServerScript): Promise<RpcServer> {
  const behavior = initial
  const bodies: unknown[] = []

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request)
    bodies.push(body)
    const current = typeof behavior === 'function' ? behavior(bodies.length) : behavior
    if (current.type === 'hang') return
    if (current.type === 'status') {
      response.writeHead(current.status, { 'content-type': 'text/plain' }).end('unavailable')
      return
    }
    const reply = (call: JsonRpcRequest) => ({ jsonrpc: '2.0', id: call.id, ...current.answer(call) })
    const payload = Array.isArray(body)
      ? body.map((call: JsonRpcRequest) => reply(call))
      : reply(body as JsonRpcRequest)
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

/** Answers `eth_getBalance` with `balances[address]` (wei) and every other method with a JSON-RPC error. */
export function balanceAnswer(balances: Record<string, bigint>): RpcServerBehavior {
  return {
    type: 'answer',
    answer(call) {
      if (call.method !== 'eth_getBalance') return { error: { code: -32601, message: 'Method not found' } }
      const address = String(call.params?.[0]).toLowerCase()
      return { result: `0x${(balances[address] ?? 0n).toString(16)}` }
    },
  }
}
