import {
  FRAME_PROMPT_TIMEOUT_MS,
  FRAME_READY_TYPE,
  FRAME_REQUEST_TIMEOUT_MS,
  type FrameRequestOf,
  type FrameRequestType,
  type FrameSuccessPayload,
  frameErrorType,
  frameRequestNeedsUser,
  frameRequestWaitsForUser,
  frameSuccessType,
  parseFrameReply,
} from '@foyer/protocol'
import { FrameAbortedError, FrameLoadError, FrameRequestError } from '../../kernel/errors/frame.js'

/** The iframe of the secure login frame (spec section 2): its id, name and stacking. */
export const FRAME_ELEMENT_ID = 'w3m-iframe'
export const FRAME_ELEMENT_NAME = 'w3m-secure-iframe'
const FRAME_Z_INDEX = '999999'
const HIDDEN_STYLE = { display: 'none', inset: 'auto', width: '0', height: '0' }
const SHOWN_STYLE = { display: 'block', inset: '0', width: '100%', height: '100%', colorScheme: 'normal' }
/** How long the frame may take to load and say READY before 'Unable to load email login dependency'. */
export const FRAME_READY_TIMEOUT_MS = 15_000

/** Timers the client waits with: the instance's (cancelled by destroy, controllable in tests). */
export interface FrameTimers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export interface FrameClientParameters {
  window: Window
  /** The frame page, served from its own origin (never the host page's). */
  frameUrl: string
  /** The query the frame is loaded with (spec section 2). */
  query: { projectId: string; chainId: string | number; version: string; enableLogger: boolean }
  timers?: FrameTimers
  /** Per request (spec section 9: 30 000 ms). */
  timeoutMs?: number
  /** Per request that waits for the visitor in the frame's own prompt (default 10 min). */
  promptTimeoutMs?: number
  readyTimeoutMs?: number
}

/** A request as posted, without the id the client gives it. */
export type FrameMessage<T extends FrameRequestType> = { type: T } & Omit<FrameRequestOf<T>, 'id' | 'type'>

export interface FrameClient {
  /** The frame's origin: the only one posted to and listened to. */
  readonly origin: string
  /** Loads the frame once; resolves with its version when it says READY, else rejects with `FrameLoadError`. */
  ready(): Promise<{ version: string }>
  /**
   * Posts a request and resolves with its `_SUCCESS` payload; rejects with `FrameRequestError` (the
   * frame's `_ERROR`), or `FrameAbortedError` when it times out or is aborted.
   */
  request<T extends FrameRequestType>(message: FrameMessage<T>): Promise<FrameSuccessPayload<T>>
  /** Ends the open requests (all, or those `filter` picks) with 'Request was aborted'. */
  abort(filter?: (type: FrameRequestType) => boolean): void
  /**
   * Ends the requests that wait for the visitor in the frame's prompts ('Request was aborted') and tells
   * the frame to close them (CANCEL_PROMPTS): the modal closed.
   */
  cancelPrompts(): void
  /** How many requests wait for the visitor in the frame's prompts now. */
  openPrompts(): number
  /** Removes the iframe and the listener; open requests are aborted. */
  destroy(): void
}

interface Pending {
  type: FrameRequestType
  /** Waits for the visitor in the frame's prompt: the frame is shown while it is open. */
  prompt: boolean
  resolve(payload: unknown): void
  reject(error: Error): void
  timer: unknown
}

/**
 * What the client's parts share: the frame's place and query, the timers, the open requests by id and
 * the iframe once mounted. One per client; the functions below each take it, so that each part (reading
 * replies, showing the frame, loading it, sending) reads on its own.
 */
interface FrameSession {
  target: Window
  url: URL
  origin: string
  query: FrameClientParameters['query']
  timers: FrameTimers
  timeoutMs: number
  promptTimeoutMs: number
  readyTimeoutMs: number
  pending: Map<string, Pending>
  iframe: HTMLIFrameElement | undefined
  readiness: Promise<{ version: string }> | undefined
  /** Set while `ready` waits: the READY reply calls it with the frame's version. */
  announce: ((version: string) => void) | undefined
  counter: number
  /** The window's message listener (bound to this session, so that destroy can remove it). */
  onMessage: (event: MessageEvent) => void
}

/** The session of a new client; throws `FrameLoadError` when the frame would share the page's origin. */
function openSession(parameters: FrameClientParameters): FrameSession {
  const { window: target, query } = parameters
  const url = new URL(parameters.frameUrl)
  const origin = url.origin
  if (origin === target.location.origin)
    throw new FrameLoadError({ details: 'the frame must be served from its own origin' })
  const session: FrameSession = {
    target,
    url,
    origin,
    query,
    timers: parameters.timers ?? {
      set: (run, ms) => target.setTimeout(run, ms),
      clear: (handle) => target.clearTimeout(handle as number),
    },
    timeoutMs: parameters.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS,
    promptTimeoutMs: parameters.promptTimeoutMs ?? FRAME_PROMPT_TIMEOUT_MS,
    readyTimeoutMs: parameters.readyTimeoutMs ?? FRAME_READY_TIMEOUT_MS,
    pending: new Map(),
    iframe: undefined,
    readiness: undefined,
    announce: undefined,
    counter: 0,
    onMessage: (event) => receive(session, event),
  }
  return session
}

/** A message posted to the page: acted on only when it is the frame's own, well-formed reply. */
function receive(session: FrameSession, event: MessageEvent): void {
  const { iframe, origin } = session
  if (event.origin !== origin || !iframe || event.source !== iframe.contentWindow) {
    // Another window or origin: never acted on. Only said when it pretends to be the frame.
    if (isFrameShaped(event.data)) console.warn('Foyer: dropped a frame message from', event.origin)
    return
  }
  const reply = parseFrameReply(event.data)
  if (!reply) {
    console.warn('Foyer: dropped a malformed message from the login frame')
    return
  }
  if (reply.type === FRAME_READY_TYPE) {
    session.announce?.(reply.payload.version)
    return
  }
  const entry = session.pending.get(reply.id)
  if (!entry) return
  if (reply.type === frameSuccessType(entry.type)) {
    settle(session, reply.id)
    entry.resolve('payload' in reply ? reply.payload : undefined)
  } else if (reply.type === frameErrorType(entry.type) && 'payload' in reply) {
    settle(session, reply.id)
    const payload = reply.payload as {
      message?: string
      code?: string
      retryAfter?: number
      triesLeft?: number
    }
    entry.reject(new FrameRequestError(payload))
  }
}

/** Forgets a request and its timer; the frame hides when it was the last open prompt. */
function settle(session: FrameSession, id: string): void {
  const entry = session.pending.get(id)
  if (entry) session.timers.clear(entry.timer)
  session.pending.delete(id)
  if (entry?.prompt) layout(session)
}

/** Ends the open requests that `pick` picks with 'Request was aborted'. */
function abortPending(session: FrameSession, pick: (entry: Pending) => boolean): void {
  for (const [id, entry] of [...session.pending]) {
    if (!pick(entry)) continue
    settle(session, id)
    entry.reject(new FrameAbortedError({ reason: 'aborted' }))
  }
}

const countPrompts = (session: FrameSession) =>
  [...session.pending.values()].filter((entry) => entry.prompt).length

/** Shown over everything while a prompt is open, else hidden and out of the focus order. */
function layout(session: FrameSession): void {
  const { iframe } = session
  if (!iframe) return
  const open = countPrompts(session) > 0
  if (open === (iframe.style.display !== 'none')) return
  Object.assign(iframe.style, open ? SHOWN_STYLE : HIDDEN_STYLE)
  if (open) {
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
    iframe.focus()
  } else {
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
  }
}

/** Adds the hidden iframe (once) with the frame's query, and starts listening for its messages. */
function mount(session: FrameSession): HTMLIFrameElement {
  if (session.iframe) return session.iframe
  const { target, query } = session
  const frameUrl = new URL(session.url)
  frameUrl.searchParams.set('projectId', query.projectId)
  frameUrl.searchParams.set('chainId', String(query.chainId))
  frameUrl.searchParams.set('version', query.version)
  frameUrl.searchParams.set('enableLogger', String(query.enableLogger))
  const element = target.document.createElement('iframe')
  element.id = FRAME_ELEMENT_ID
  element.name = FRAME_ELEMENT_NAME
  element.title = FRAME_ELEMENT_NAME
  element.src = frameUrl.href
  element.setAttribute('aria-hidden', 'true')
  // WebAuthn inside the frame (recovery by passkey) needs the page's leave.
  element.allow = 'publickey-credentials-get; publickey-credentials-create'
  element.tabIndex = -1
  Object.assign(element.style, { position: 'fixed', zIndex: FRAME_Z_INDEX, border: '0', ...HIDDEN_STYLE })
  target.addEventListener('message', session.onMessage)
  target.document.body.appendChild(element)
  session.iframe = element
  return element
}

/** Mounts the frame and waits for its READY; a failure (timeout, load error) lets the next call retry. */
function waitReady(session: FrameSession): Promise<{ version: string }> {
  const { timers, origin } = session
  session.readiness ??= new Promise<{ version: string }>((resolve, reject) => {
    const element = mount(session)
    const timer = timers.set(() => {
      session.announce = undefined
      session.readiness = undefined
      reject(new FrameLoadError({ details: `no READY from ${origin}` }))
    }, session.readyTimeoutMs)
    session.announce = (version) => {
      timers.clear(timer)
      session.announce = undefined
      resolve({ version })
    }
    element.addEventListener('error', () => {
      timers.clear(timer)
      session.announce = undefined
      session.readiness = undefined
      reject(new FrameLoadError({ details: `${origin} did not load` }))
    })
  })
  return session.readiness
}

/** Posts a request to the ready frame and waits for its reply, showing the frame while it prompts. */
function send<T extends FrameRequestType>(
  session: FrameSession,
  message: FrameMessage<T>,
): Promise<FrameSuccessPayload<T>> {
  const frameWindow = session.iframe?.contentWindow
  if (!frameWindow) throw new FrameLoadError({ details: 'the frame is gone' })
  const id = `${Date.now().toString(36)}-${(session.counter++).toString(36)}`
  const prompt = frameRequestNeedsUser(message)
  const waitMs = frameRequestWaitsForUser(message) ? session.promptTimeoutMs : session.timeoutMs
  return new Promise<FrameSuccessPayload<T>>((resolve, reject) => {
    const timer = session.timers.set(() => {
      settle(session, id)
      reject(new FrameAbortedError({ reason: 'timeout', details: `${message.type} after ${waitMs} ms` }))
    }, waitMs)
    session.pending.set(id, {
      type: message.type,
      prompt,
      resolve: resolve as (payload: unknown) => void,
      reject,
      timer,
    })
    frameWindow.postMessage({ ...message, id }, session.origin)
    if (prompt) layout(session)
  })
}

/**
 * The page's side of the secure login frame (spec sections 2, 3 and 7): a fixed iframe on the frame's
 * own origin, hidden but while a request waits for the visitor in the frame's prompt (a signature, a
 * transaction, the recovery password: `frameRequestNeedsUser`), when it covers the page above the modal
 * (z-index 999999) and takes the focus. Requests to it are each answered by the matching `_SUCCESS` / `_ERROR` reply
 * with the same id, or timed out. Origin-pinned both ways: messages are posted only to the frame's
 * origin, and a message is read only when its `origin` is that origin, its `source` is the iframe's
 * window and it parses as a frame reply; anything else is dropped (and logged), never acted on.
 *
 * @example
 * const frame = createFrameClient({ window, frameUrl: 'http://127.0.0.1:4001/frame', query })
 * await frame.ready()
 * const { action } = await frame.request({ type: '@w3m-app/CONNECT_EMAIL', payload: { email } })
 */
export function createFrameClient(parameters: FrameClientParameters): FrameClient {
  const session = openSession(parameters)
  const client: FrameClient = {
    origin: session.origin,
    ready: () => waitReady(session),
    async request<T extends FrameRequestType>(message: FrameMessage<T>) {
      await client.ready()
      return send(session, message)
    },
    abort(filter) {
      abortPending(session, (entry) => !filter || filter(entry.type))
    },
    cancelPrompts() {
      if (countPrompts(session) === 0) return
      abortPending(session, (entry) => entry.prompt)
      session.iframe?.contentWindow?.postMessage(
        { type: '@w3m-app/CANCEL_PROMPTS', id: `cancel-${(session.counter++).toString(36)}` },
        session.origin,
      )
    },
    openPrompts: () => countPrompts(session),
    destroy() {
      client.abort()
      session.target.removeEventListener('message', session.onMessage)
      session.iframe?.remove()
      session.iframe = undefined
      session.readiness = undefined
    },
  }
  return client
}

/** A message that claims to come from a login frame (its type says so). */
function isFrameShaped(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith('@w3m-frame/')
  )
}
