import { randomBytes } from 'node:crypto'
import type { WebSocket } from 'ws'
import { DEFAULT_TTL_SECONDS, type StoredMessage, short } from './relayMessages.js'

/** The relay's topics: who is subscribed with which id, the mailbox, and the deliveries awaiting an ack. */
export interface RelayHub {
  /** `#<n>`: the socket's number, for the trace. */
  who(socket: WebSocket): string
  /** A new socket, with its client id when its URL carries one. */
  open(socket: WebSocket, client: string | undefined): void
  close(socket: WebSocket): void
  /** Subscribes the socket (once per topic) and replays the mailbox's messages it has not received. */
  subscribe(socket: WebSocket, topic: string): string
  unsubscribe(socket: WebSocket, topic: string): void
  /** Keeps the message and delivers it to the topic's subscribers, but never to its own client. */
  publish(socket: WebSocket, message: { topic: string; message: string; ttl?: number; tag?: number }): void
  /** A client's answer to a delivery: `true` marks the message received by that client. */
  acknowledge(id: unknown, result: unknown): void
  /** Forgets the expired messages and deliveries. */
  prune(): void
}

export function createRelayHub(now: () => number, trace: ((line: string) => void) | undefined): RelayHub {
  /** topic → (socket → subscription id) */
  const subscriptions = new Map<string, Map<WebSocket, string>>()
  let mailbox: StoredMessage[] = []
  const socketIds = new WeakMap<WebSocket, number>()
  let nextSocketId = 1
  const who = (socket: WebSocket) => `#${socketIds.get(socket) ?? '?'}`
  /** Each socket's client: the SDK's client id (its relay auth token's issuer), else the socket itself. */
  const clients = new WeakMap<WebSocket, string>()
  const clientOf = (socket: WebSocket) => clients.get(socket) ?? who(socket)
  /** Deliveries waiting for their acknowledgement: irn_subscription id → the message and its receiver. */
  const awaitingAck = new Map<number, { item: StoredMessage; client: string }>()
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
    const data = { topic: item.topic, message: item.message, publishedAt: item.publishedAt, tag: item.tag }
    socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data },
      }),
    )
  }

  return {
    who,
    open(socket, client) {
      socketIds.set(socket, nextSocketId++)
      if (client) clients.set(socket, client)
    },
    close(socket) {
      for (const subscribers of subscriptions.values()) subscribers.delete(socket)
    },
    subscribe(socket, topic) {
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
    },
    unsubscribe(socket, topic) {
      subscriptions.get(topic)?.delete(socket)
    },
    publish(socket, p) {
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
    },
    acknowledge(id, result) {
      const delivery = typeof id === 'number' ? awaitingAck.get(id) : undefined
      if (delivery && result === true) {
        awaitingAck.delete(id as number)
        delivery.item.acknowledged.add(delivery.client)
        trace?.(`ack    ${delivery.client.slice(-8)} ${short(delivery.item.topic)} tag ${delivery.item.tag}`)
      }
    },
    prune,
  }
}
