import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { createRelayHub } from './createRelayHub.js'
import { handleRelayRequest } from './handleRelayRequest.js'
import { isRequest, type JsonRpcRequest, short } from './relayMessages.js'

export interface StartRelayParameters {
  /** Port on 127.0.0.1; 0 (a free port) by default. */
  port?: number | undefined
  /** Interval of the WebSocket ping frames, in ms (clients drop a socket after 35 s without one). Default 10 000. */
  pingIntervalMs?: number | undefined
  /** Clock for message expiry; Date.now by default. */
  now?: (() => number) | undefined
  /**
   * Called with one line per relay event (socket opened or closed, each request with its topic and tag,
   * each delivery, each mailbox replay): what a failing pairing's topic saw, in order. Off by default.
   */
  trace?: ((line: string) => void) | undefined
}

export interface RunningRelay {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` of both WalletConnect sides. */
  readonly url: string
  readonly port: number
  /** Closes every socket and the server. */
  stop(): Promise<void>
}

/**
 * The client behind a connection: the issuer (`did:key:…`) of the relay auth token the WalletConnect SDK
 * puts in the URL (`?auth=<JWT>`), which stays the same across its reconnects and page reloads.
 */
function clientIdOf(url: string | undefined): string | undefined {
  const token = new URL(url ?? '/', 'ws://relay').searchParams.get('auth')
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof claims.iss === 'string' ? claims.iss : undefined
  } catch {
    return undefined
  }
}

/** A request's trace line: its method, socket, topics and tag. */
function traceLine(socket: string, { method, params }: JsonRpcRequest): string {
  const topics = [params?.topic, params?.pairingTopic, params?.sessionTopic]
    .filter((topic) => topic !== undefined)
    .map(short)
  const listed = Array.isArray(params?.topics) ? params.topics.map(short) : []
  const tag = params?.tag === undefined ? '' : ` tag ${String(params.tag)}`
  return `${method} ${socket} ${[...topics, ...listed].join(' ')}${tag}`
}

/**
 * A local WalletConnect relay: a WebSocket server on 127.0.0.1 speaking the relay JSON-RPC as the official
 * 2.x clients use it (irn_subscribe / irn_publish / irn_unsubscribe and their batch variants,
 * irn_batchFetchMessages, irn_subscription delivery, and the relay-side session methods wc_proposeSession and
 * wc_approveSession). Messages are kept in a mailbox until their TTL ends, so that a subscriber that joins
 * later still receives them; as on WalletConnect's relay, a client (known by its auth token, across its
 * sockets) never receives its own messages nor, once it acknowledged one, that message again. Sends a ping
 * frame to every socket every 10 s.
 *
 * @example
 * const relay = await startRelay()
 * const provider = await UniversalProvider.init({ projectId, relayUrl: relay.url })
 * await relay.stop()
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<RunningRelay> {
  const now = parameters.now ?? Date.now
  const server = new WebSocketServer({ host: '127.0.0.1', port: parameters.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })

  const trace = parameters.trace
  const hub = createRelayHub(now, trace)
  const { who } = hub

  server.on('connection', (socket, request) => {
    const client = clientIdOf(request.url)
    hub.open(socket, client)
    trace?.(`open   ${who(socket)} ${client ? client.slice(-8) : '(no client id)'}`)
    socket.on('message', (data) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(String(data))
      } catch {
        // Not JSON-RPC: a relay answers nothing to garbage.
        console.warn('Foyer relay: ignored a frame that is not JSON')
        return
      }
      // Acks of our irn_subscription deliveries carry a result and no method.
      if (!isRequest(parsed)) {
        const ack = parsed as { id?: unknown; result?: unknown } | null
        hub.acknowledge(ack?.id, ack?.result)
        return
      }
      trace?.(traceLine(who(socket), parsed))
      try {
        const result = handleRelayRequest(hub, socket, parsed)
        socket.send(JSON.stringify({ id: parsed.id, jsonrpc: '2.0', result }))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        socket.send(JSON.stringify({ id: parsed.id, jsonrpc: '2.0', error: { code: -32602, message } }))
      }
    })
    socket.on('close', () => {
      trace?.(`close  ${who(socket)}`)
      hub.close(socket)
    })
    socket.on('error', (error) => console.warn('Foyer relay: socket error', error.message))
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) if (socket.readyState === socket.OPEN) socket.ping()
    hub.prune()
  }, parameters.pingIntervalMs ?? 10_000)
  pinger.unref()

  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(pinger)
        for (const socket of server.clients) socket.terminate()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
