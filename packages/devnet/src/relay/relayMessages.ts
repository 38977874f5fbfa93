/** A message published on a topic, kept in the relay's mailbox until its TTL ends. */
export interface StoredMessage {
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

export interface JsonRpcRequest {
  id: number | string
  jsonrpc: '2.0'
  method: string
  params?: Record<string, unknown>
}

/** Relay-side tags the 2.25 clients expect for the session methods. */
export const TAG_SESSION_PROPOSE = 1100
export const TAG_SESSION_PROPOSE_RESPONSE = 1101
export const TAG_SESSION_SETTLE = 1102
export const DEFAULT_TTL_SECONDS = 300

export function isRequest(value: unknown): value is JsonRpcRequest {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<JsonRpcRequest>
  return (
    typeof candidate.method === 'string' &&
    (typeof candidate.id === 'number' || typeof candidate.id === 'string')
  )
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

export function asNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** A topic's first characters, for the trace. */
export const short = (topic: unknown) => (typeof topic === 'string' ? topic.slice(0, 8) : String(topic))
