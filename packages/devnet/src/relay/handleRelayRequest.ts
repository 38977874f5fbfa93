import type { WebSocket } from 'ws'
import type { RelayHub } from './createRelayHub.js'
import {
  asNumber,
  asString,
  DEFAULT_TTL_SECONDS,
  type JsonRpcRequest,
  TAG_SESSION_PROPOSE,
  TAG_SESSION_PROPOSE_RESPONSE,
  TAG_SESSION_SETTLE,
} from './relayMessages.js'

const readPublish = (params: Record<string, unknown> | undefined) => {
  const topic = asString(params?.topic)
  const message = asString(params?.message)
  if (!topic || message === undefined) return undefined
  return { topic, message, ttl: asNumber(params?.ttl, DEFAULT_TTL_SECONDS), tag: asNumber(params?.tag, 0) }
}

/** The relay-side session methods: the proposal on the pairing topic; the answer and the settlement. */
function handleSessionRequest(hub: RelayHub, socket: WebSocket, request: JsonRpcRequest): unknown {
  const { params } = request
  if (request.method === 'wc_proposeSession') {
    const pairingTopic = asString(params?.pairingTopic)
    const proposal = asString(params?.sessionProposal)
    if (!pairingTopic || proposal === undefined)
      throw new Error('pairingTopic and sessionProposal are required')
    hub.subscribe(socket, pairingTopic)
    const ttl = asNumber(params?.ttl, DEFAULT_TTL_SECONDS)
    hub.publish(socket, { topic: pairingTopic, message: proposal, ttl, tag: TAG_SESSION_PROPOSE })
    return true
  }
  const sessionTopic = asString(params?.sessionTopic)
  const pairingTopic = asString(params?.pairingTopic)
  const response = asString(params?.sessionProposalResponse)
  const settlement = asString(params?.sessionSettlementRequest)
  if (!sessionTopic || !pairingTopic || response === undefined || settlement === undefined)
    throw new Error(
      'sessionTopic, pairingTopic, sessionProposalResponse and sessionSettlementRequest are required',
    )
  hub.subscribe(socket, sessionTopic)
  hub.publish(socket, { topic: pairingTopic, message: response, tag: TAG_SESSION_PROPOSE_RESPONSE })
  hub.publish(socket, { topic: sessionTopic, message: settlement, tag: TAG_SESSION_SETTLE })
  return true
}

/** Answers one relay JSON-RPC request of a socket (its result; a thrown error is a -32602 answer). */
export function handleRelayRequest(hub: RelayHub, socket: WebSocket, request: JsonRpcRequest): unknown {
  const { params } = request
  switch (request.method) {
    case 'irn_subscribe': {
      const topic = asString(params?.topic)
      if (!topic) throw new Error('topic is required')
      return hub.subscribe(socket, topic)
    }
    case 'irn_batchSubscribe': {
      const topics = Array.isArray(params?.topics) ? params.topics.filter((t) => typeof t === 'string') : []
      return topics.map((topic) => hub.subscribe(socket, topic))
    }
    case 'irn_unsubscribe': {
      const topic = asString(params?.topic)
      if (topic) hub.unsubscribe(socket, topic)
      return true
    }
    case 'irn_batchUnsubscribe': {
      const list = Array.isArray(params?.subscriptions) ? params.subscriptions : []
      for (const entry of list) {
        const topic = asString((entry as { topic?: unknown } | null)?.topic)
        if (topic) hub.unsubscribe(socket, topic)
      }
      return true
    }
    case 'irn_publish': {
      const message = readPublish(params)
      if (!message) throw new Error('topic and message are required')
      hub.publish(socket, message)
      return true
    }
    case 'irn_batchPublish': {
      const list = Array.isArray(params?.messages) ? params.messages : []
      for (const entry of list) {
        const message = readPublish(entry as Record<string, unknown>)
        if (message) hub.publish(socket, message)
      }
      return true
    }
    case 'irn_batchFetchMessages':
      return { messages: [], hasMore: false }
    case 'wc_proposeSession':
    case 'wc_approveSession':
      return handleSessionRequest(hub, socket, request)
    default:
      // Anything else the clients may send is accepted and ignored.
      return true
  }
}
