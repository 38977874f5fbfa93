import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'

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

interface StoredMessage {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** The client that published it: never delivered back to it. */
  from: string
  /** The clients that acknowledged its delivery: never delivered to them again. */
  acknowledged: Set<string>
}

interface JsonRpcRequest {
  id: number | string
  jsonrpc: '2.0'
  method: string
  params?: Record<string, unknown>
}

/** Relay-side tags the 2.25 clients expect for the session methods. */
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
const DEFAULT_TTL_SECONDS = 300

function isRequest(value: unknown): value is JsonRpcRequest {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<JsonRpcRequest>
  return (
    typeof candidate.method === 'string' &&
    (typeof candidate.id === 'number' || typeof candidate.id === 'string')
  )
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

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function asNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
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

  /** topic → (socket → subscription id) */
  const subscriptions = new Map<string, Map<WebSocket, string>>()
  let mailbox: StoredMessage[] = []
  const trace = parameters.trace
  const socketIds = new WeakMap<WebSocket, number>()
  let nextSocketId = 1
  const who = (socket: WebSocket) => `#${socketIds.get(socket) ?? '?'}`
  /** Each socket's client: the SDK's client id (its relay auth token's issuer), else the socket itself. */
  const clients = new WeakMap<WebSocket, string>()
  const clientOf = (socket: WebSocket) => clients.get(socket) ?? who(socket)
  /** Deliveries waiting for their acknowledgement: irn_subscription id → the message and its receiver. */
  const awaitingAck = new Map<number, { item: StoredMessage; client: string }>()
  const short = (topic: unknown) => (typeof topic === 'string' ? topic.slice(0, 8) : String(topic))
  let nextMessageId = Date.now() * 1000

  const prune = (): void => {
    const time = now()
    mailbox = mailbox.filter((item) => item.expiresAt > time)
    for (const [id, { item }] of awaitingAck) if (item.expiresAt <= time) awaitingAck.delete(id)
  }

  const deliver = (socket: WebSocket, subscriptionId: string, item: StoredMessage, why: string): void => {
    if (socket.readyState !== socket.OPEN) {
      trace?.(`lost   ${who(socket)} ${short(item.topic)} tag ${item.tag} (${why}): socket not open`)
      return
    }
    trace?.(`deliver ${who(socket)} ${short(item.topic)} tag ${item.tag} (${why})`)
    const id = nextMessageId++
    awaitingAck.set(id, { item, client: clientOf(socket) })
    socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId,
          data: { topic: item.topic, message: item.message, publishedAt: item.publishedAt, tag: item.tag },
        },
      }),
    )
  }

  const subscribe = (socket: WebSocket, topic: string): string => {
    let subscribers = subscriptions.get(topic)
    if (!subscribers) {
      subscribers = new Map()
      subscriptions.set(topic, subscribers)
    }
    const existing = subscribers.get(socket)
    if (existing) return existing
    const subscriptionId = randomBytes(32).toString('hex')
    subscribers.set(socket, subscriptionId)
    prune()
    // The mailbox: what others published on the topic that this client has not received yet (a client
    // that subscribes again, from a new socket after a reload or a reconnect, is not sent what it already
    // acknowledged, nor its own messages: replayed, they read as new requests and answers to it).
    const client = clientOf(socket)
    queueMicrotask(() => {
      for (const item of mailbox)
        if (item.topic === topic && item.from !== client && !item.acknowledged.has(client))
          deliver(socket, subscriptionId, item, 'mailbox')
    })
    return subscriptionId
  }

  const unsubscribe = (socket: WebSocket, topic: string): void => {
    subscriptions.get(topic)?.delete(socket)
  }

  const publish = (
    socket: WebSocket,
    p: { topic: string; message: string; ttl?: number; tag?: number },
  ): void => {
    const publishedAt = now()
    const item: StoredMessage = {
      topic: p.topic,
      message: p.message,
      tag: p.tag ?? 0,
      publishedAt,
      expiresAt: publishedAt + (p.ttl ?? DEFAULT_TTL_SECONDS) * 1000,
      from: clientOf(socket),
      acknowledged: new Set(),
    }
    mailbox.push(item)
    for (const [subscriber, subscriptionId] of subscriptions.get(p.topic) ?? []) {
      if (clientOf(subscriber) !== item.from) deliver(subscriber, subscriptionId, item, 'live')
    }
  }

  const readPublish = (params: Record<string, unknown> | undefined) => {
    const topic = asString(params?.topic)
    const message = asString(params?.message)
    if (!topic || message === undefined) return undefined
    return { topic, message, ttl: asNumber(params?.ttl, DEFAULT_TTL_SECONDS), tag: asNumber(params?.tag, 0) }
  }

  const handle = (socket: WebSocket, request: JsonRpcRequest): unknown => {
    const { params } = request
    if (trace) {
      const topics = [params?.topic, params?.pairingTopic, params?.sessionTopic]
        .filter((topic) => topic !== undefined)
        .map(short)
      const listed = Array.isArray(params?.topics) ? params.topics.map(short) : []
      const tag = params?.tag === undefined ? '' : ` tag ${String(params.tag)}`
      trace(`${request.method} ${who(socket)} ${[...topics, ...listed].join(' ')}${tag}`)
    }
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = asString(params?.topic)
        if (!topic) throw new Error('topic is required')
        return subscribe(socket, topic)
      }
      case 'irn_batchSubscribe': {
        const topics = Array.isArray(params?.topics) ? params.topics.filter((t) => typeof t === 'string') : []
        return topics.map((topic) => subscribe(socket, topic))
      }
      case 'irn_unsubscribe': {
        const topic = asString(params?.topic)
        if (topic) unsubscribe(socket, topic)
        return true
      }
      case 'irn_batchUnsubscribe': {
        const list = Array.isArray(params?.subscriptions) ? params.subscriptions : []
        for (const entry of list) {
          const topic = asString((entry as { topic?: unknown } | null)?.topic)
          if (topic) unsubscribe(socket, topic)
        }
        return true
      }
      case 'irn_publish': {
        const message = readPublish(params)
        if (!message) throw new Error('topic and message are required')
        publish(socket, message)
        return true
      }
      case 'irn_batchPublish': {
        const list = Array.isArray(params?.messages) ? params.messages : []
        for (const entry of list) {
          const message = readPublish(entry as Record<string, unknown>)
          if (message) publish(socket, message)
        }
        return true
      }
      case 'irn_batchFetchMessages':
        return { messages: [], hasMore: false }
      case 'wc_proposeSession': {
        const pairingTopic = asString(params?.pairingTopic)
        const proposal = asString(params?.sessionProposal)
        if (!pairingTopic || proposal === undefined)
          throw new Error('pairingTopic and sessionProposal are required')
        subscribe(socket, pairingTopic)
        const ttl = asNumber(params?.ttl, DEFAULT_TTL_SECONDS)
        publish(socket, { topic: pairingTopic, message: proposal, ttl, tag: TAG_SESSION_PROPOSE })
        return true
      }
      case 'wc_approveSession': {
        const sessionTopic = asString(params?.sessionTopic)
        const pairingTopic = asString(params?.pairingTopic)
        const response = asString(params?.sessionProposalResponse)
        const settlement = asString(params?.sessionSettlementRequest)
        if (!sessionTopic || !pairingTopic || response === undefined || settlement === undefined)
          throw new Error(
            'sessionTopic, pairingTopic, sessionProposalResponse and sessionSettlementRequest are required',
          )
        subscribe(socket, sessionTopic)
        publish(socket, { topic: pairingTopic, message: response, tag: TAG_SESSION_PROPOSE_RESPONSE })
        publish(socket, { topic: sessionTopic, message: settlement, tag: TAG_SESSION_SETTLE })
        return true
      }
      default:
        // Anything else the clients may send is accepted and ignored.
        return true
    }
  }

  server.on('connection', (socket, request) => {
    socketIds.set(socket, nextSocketId++)
    const client = clientIdOf(request.url)
    if (client) clients.set(socket, client)
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
        const delivery = typeof ack?.id === 'number' ? awaitingAck.get(ack.id) : undefined
        if (delivery && ack?.result === true) {
          awaitingAck.delete(ack.id as number)
          delivery.item.acknowledged.add(delivery.client)
        }
        return
      }
      try {
        const result = handle(socket, parsed)
        socket.send(JSON.stringify({ id: parsed.id, jsonrpc: '2.0', result }))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        socket.send(JSON.stringify({ id: parsed.id, jsonrpc: '2.0', error: { code: -32602, message } }))
      }
    })
    socket.on('close', () => {
      trace?.(`close  ${who(socket)}`)
      for (const subscribers of subscriptions.values()) subscribers.delete(socket)
    })
    socket.on('error', (error) => console.warn('Foyer relay: socket error', error.message))
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) if (socket.readyState === socket.OPEN) socket.ping()
    prune()
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
