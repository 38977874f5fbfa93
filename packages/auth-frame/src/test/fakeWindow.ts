import { type FrameReply, type FrameRequestType, parseFrameReply } from '@foyer/protocol'
import type { FrameMessageEvent, FrameParent, FrameWindow } from '../frame.js'

export const PAGE_ORIGIN = 'https://app.example.com'

/**
 * A frame window and its parent page, in memory, for the frame handler tests. Messages are structured-
 * cloned both ways, as postMessage does. `request` posts a request from the page and resolves with the
 * frame's reply of the same id, after checking it against the protocol (`parseFrameReply`).
 */
export interface FakeFrameWindow {
  window: FrameWindow
  parent: FrameParent
  /** Everything the frame posted to the parent, with its targetOrigin. */
  posted: Array<{ message: unknown; targetOrigin: string }>
  /** Delivers a message to the frame, from the parent and PAGE_ORIGIN unless told otherwise. */
  send(data: unknown, from?: { origin?: string; source?: unknown }): void
  request(type: FrameRequestType, payload?: unknown, from?: { origin?: string }): Promise<FrameReply>
}

export function createFakeWindow(): FakeFrameWindow {
  const posted: FakeFrameWindow['posted'] = []
  const waiting = new Map<string, { resolve(reply: FrameReply): void; reject(error: Error): void }>()
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  let nextId = 0

  const parent: FrameParent = {
    postMessage(message, targetOrigin) {
      const copy = structuredClone(message)
      posted.push({ message: copy, targetOrigin })
      const id = typeof copy === 'object' && copy !== null && 'id' in copy ? String(copy.id) : undefined
      const waiter = id === undefined ? undefined : waiting.get(id)
      if (!waiter || id === undefined) return
      waiting.delete(id)
      const reply = parseFrameReply(copy)
      if (reply) waiter.resolve(reply)
      else waiter.reject(new Error(`Not a protocol reply: ${JSON.stringify(copy)}`))
    },
  }
  const window: FrameWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const send: FakeFrameWindow['send'] = (data, from = {}) => {
    const event = {
      data: structuredClone(data),
      origin: from.origin ?? PAGE_ORIGIN,
      source: from.source ?? parent,
    }
    for (const listener of listeners) listener(event)
  }
  return {
    window,
    parent,
    posted,
    send,
    request(type, payload, from = {}) {
      const id = `req-${++nextId}`
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        send(payload === undefined ? { id, type } : { id, type, payload }, from)
      })
    },
  }
}
