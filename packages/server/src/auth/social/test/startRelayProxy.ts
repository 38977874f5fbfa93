import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the proxy answers: as the relay, not at all, with garbage, or by closing the connection. */
export type RelayProxyMode = 'pass' | 'hang' | 'garbage' | 'partial' | 'down'

export interface RelayProxy {
  url: string
  mode: RelayProxyMode
  /** Channel tokens the proxy asks the relay about instead of the ones it is asked about (a lying relay). */
  swap: Map<string, string>
  /** Changes a status the relay answered before it is passed on (a lying relay). */
  rewrite: ((status: Record<string, unknown>) => Record<string, unknown>) | undefined
  /** How many requests asked a channel's status. */
  statusCalls: number
  stop(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

/** One request to the relay on a connection of its own (no keep-alive to race with the relay's timeout). */
function forward(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method, headers: init.headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') }),
        )
        answer.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

/**
 * A relay in front of the devnet's Farcaster relay (`target`), for the failures a real relay can have:
 * by default it passes every request on; the test switches it to hang, answer garbage, close the
 * connection, or lie (ask about another channel, change the answer). Neither the server nor the relay
 * knows about it: the server's config just names its URL as the relay's.
 */
export async function startRelayProxy(target: string): Promise<RelayProxy> {
  const held = new Set<() => void>()
  const proxy: RelayProxy = {
    url: '',
    mode: 'pass',
    swap: new Map(),
    rewrite: undefined,
    statusCalls: 0,
    stop: async () => undefined,
  }
  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/'
      if (path.startsWith('/v1/channel/status')) proxy.statusCalls++
      if (proxy.mode === 'down') return request.socket.destroy()
      if (proxy.mode === 'hang') {
        held.add(() => response.destroy())
        return
      }
      if (proxy.mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end('<html>relay</html>')
      }
      if (proxy.mode === 'partial') {
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ state: 'completed', nonce: 'abc' }))
      }
      const body = request.method === 'POST' ? await readBody(request) : undefined
      let authorization = String(request.headers.authorization ?? '')
      const token = /^Bearer (.+)$/.exec(authorization)?.[1]
      if (token && proxy.swap.has(token)) authorization = `Bearer ${proxy.swap.get(token)}`
      const relayKey = request.headers['x-farcaster-auth-relay-key']
      const answer = await forward(`${target}${path}`, {
        method: request.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
          ...(typeof relayKey === 'string' ? { 'x-farcaster-auth-relay-key': relayKey } : {}),
        },
        body,
      })
      let text = answer.text
      if (proxy.rewrite && path.startsWith('/v1/channel/status') && answer.status === 200)
        text = JSON.stringify(proxy.rewrite(JSON.parse(text) as Record<string, unknown>))
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(text)
    })().catch((error) => {
      response.destroy(error)
    })
  })
  // Idle connections are closed by the client, never under a request it is sending (a keep-alive race
  // of the server's 5 s default while a test's setup holds the event loop).
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.stop = () =>
    new Promise<void>((resolve) => {
      for (const release of held) release()
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return proxy
}
