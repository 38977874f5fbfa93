import {
  FRAME_PROMPT_TIMEOUT_MS,
  FRAME_READY_TYPE,
  FRAME_REQUEST_TIMEOUT_MS,
  type FrameErrorPayload,
  type FrameRequest,
  type FrameRequestType,
  frameErrorType,
  frameRequestWaitsForUser,
  frameSuccessType,
  parseFrameRequest,
} from '@foyer/protocol'
import { createAuthApi } from './authApi.js'
import type { FrameContext, FrameLogger, FramePasskeys } from './context.js'
import type { DeviceStore } from './deviceStore.js'
import { AuthApiError, FrameError, FrameTimeoutError } from './errors.js'
import type { SmartAccountChain } from './frameConfig.js'
import { type FrameHandler, frameHandlers } from './handlers.js'
import type { PasswordStrength } from './passwordRule.js'
import type { FramePrompts, PromptNetwork } from './prompts/types.js'
import { type SmartAccountService, smartAccountService } from './smartAccountService.js'

/** The frame's own version, sent in its READY message. */
export const FRAME_VERSION = '0.1.0'

/** The window the frame runs in, as much of it as the frame uses (a real `Window` fits). */
export interface FrameWindow {
  readonly parent: FrameParent
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
}

/** The embedding page's window, which the frame only posts to. */
export interface FrameParent {
  postMessage(message: unknown, targetOrigin: string): void
}

export interface FrameMessageEvent {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

export interface StartFrameParameters {
  window: FrameWindow
  /** The exact origins (`https://app.example.com`) of the pages allowed to use this frame. */
  allowedOrigins: readonly string[]
  /** The Foyer server; the auth API is `${apiUrl}/auth/v1`. */
  apiUrl: string
  /** Chain RPC URL by EVM chain id, for reads, fees and broadcasting. */
  rpcUrls: Readonly<Record<number, string>>
  /** Name, symbol and decimals of the EVM chains by id, shown in the prompts. */
  networks?: Readonly<Record<number, PromptNetwork>>
  /** The chains where the wallet has an ERC-4337 smart account (each needs an RPC URL); default none. */
  smartAccounts?: Readonly<Record<number, SmartAccountChain>>
  /** Tests only: the smart account's reads, signatures and user operations (default the real ones). */
  smartAccount?: SmartAccountService
  /**
   * The frame's own window (`createDomPrompts(window)` in the browser): every signing request and the
   * recovery password are asked there. Without it the frame signs nothing and takes no password.
   */
  prompts?: FramePrompts
  store: DeviceStore
  /**
   * WebAuthn for recovery by passkey (`navigator.credentials` and the frame's host name), where it can
   * work (`passkeysAvailable`); without it the frame offers no passkey.
   */
  passkeys?: FramePasskeys | undefined
  /**
   * The embedding page's origin when the browser tells it (`location.ancestorOrigins[0]`, Chromium and
   * Safari): READY then goes to that origin alone, and to none if it is not allowed. Without it, READY
   * goes to each allowed origin.
   */
  parentOrigin?: string | undefined
  /** The chain at start; default 1 (spec section 9, default chain eip155:1). */
  chainId?: number
  /** Sent in READY; default `FRAME_VERSION`. */
  version?: string
  /** When set, SYNC_DAPP_DATA from a page of another project is refused. */
  projectId?: string
  /** Every request is answered within this time (an `_ERROR` TIMEOUT at worst); default 30 s. */
  requestTimeoutMs?: number
  /** The same for a request that waits for the visitor in a prompt; default 10 min. */
  promptTimeoutMs?: number
  /**
   * Tests only: Argon2id memory in KiB (one pass) for new recovery passwords, instead of the 64 MiB, 3
   * passes of `RECOVERY_KDF`.
   */
  kdfMemoryKiB?: number
  /**
   * Tests only: fetches the recovery password's strength rule, a chunk of its own that the frame loads
   * when a new recovery password is to be chosen (default `importPasswordStrength`).
   */
  importPasswordStrength?: () => Promise<PasswordStrength>
  /** Default console. Dropped messages and failed requests are warnings; `info` only when enabled. */
  logger?: Pick<Console, 'warn' | 'info'>
  /** Logs `info` messages too; default false. */
  enableLogger?: boolean
  /** What RELOAD does (the browser entry reloads the frame's document); RELOAD is refused without it. */
  reload?: () => void
  fetch?: typeof globalThis.fetch
}

export interface Frame {
  /** Stops listening and abandons the requests under way (they get no answer). */
  stop(): void
}

/**
 * Starts the secure frame's message handler. A message is acted on only when it comes from the parent
 * window (`event.source`), from an origin of `allowedOrigins`, and parses as a request of the fixed
 * allowlist (`parseFrameRequest`); anything else is dropped and logged with `console.warn`. Each request
 * gets exactly one answer, `_SUCCESS` or `_ERROR` with the same id, posted to the parent only, with
 * `targetOrigin` set to the origin the request came from, within `requestTimeoutMs`. On start the frame
 * posts READY with its version to the parent: to `parentOrigin` when known, else once per allowed origin
 * (the browser delivers only the one that matches the page, so a foreign page never gets it).
 *
 * @example
 * const frame = startFrame({
 *   window,
 *   allowedOrigins: ['https://app.example.com'],
 *   apiUrl: 'https://foyer.example.com',
 *   rpcUrls: { 1: 'https://foyer.example.com/v1/?chainId=eip155:1' },
 *   store: createIndexedDbDeviceStore(),
 * })
 */
export function startFrame(parameters: StartFrameParameters): Frame {
  const {
    window: win,
    requestTimeoutMs = FRAME_REQUEST_TIMEOUT_MS,
    promptTimeoutMs = FRAME_PROMPT_TIMEOUT_MS,
  } = parameters
  const allowedOrigins = new Set(parameters.allowedOrigins.map(assertOrigin))
  const logger = frameLogger(parameters)
  const ctx = frameContext(parameters, logger)
  const inFlight = new Set<AbortController>()
  // A page that is its own parent is no embedding page.
  const framed = !Object.is(win.parent, win)
  let stopped = false

  const post = (message: unknown, targetOrigin: string) => {
    try {
      win.parent.postMessage(message, targetOrigin)
    } catch (error) {
      logger.warn('[foyer-frame] could not post to the page', error)
    }
  }

  const run = async (request: FrameRequest, origin: string) => {
    const controller = new AbortController()
    inFlight.add(controller)
    const timeoutMs = frameRequestWaitsForUser(request) ? promptTimeoutMs : requestTimeoutMs
    const timer = setTimeout(() => controller.abort(new FrameTimeoutError(timeoutMs)), timeoutMs)
    let reply: unknown
    try {
      const payload = await untilAborted(handle(ctx, request, controller.signal, origin), controller.signal)
      const type = frameSuccessType(request.type)
      reply = payload === undefined ? { id: request.id, type } : { id: request.id, type, payload }
    } catch (error) {
      const payload = toErrorPayload(error)
      logger.warn(`[foyer-frame] ${request.type} failed:`, payload.code ?? payload.message)
      reply = { id: request.id, type: frameErrorType(request.type), payload }
    } finally {
      clearTimeout(timer)
      inFlight.delete(controller)
    }
    if (!stopped) post(reply, origin)
  }

  const drop = (reason: string, event: FrameMessageEvent) =>
    logger.warn(`[foyer-frame] dropped a message: ${reason}`, {
      origin: event.origin,
      type: typeOf(event.data),
    })

  const onMessage = (event: FrameMessageEvent) => {
    if (!framed || event.source !== win.parent) return drop('not from the parent window', event)
    if (!allowedOrigins.has(event.origin)) return drop('origin not allowed', event)
    const request = parseFrameRequest(event.data)
    if (!request) return drop('not a request of the allowlist', event)
    logger.info('[foyer-frame] request', request.type)
    void run(request, event.origin)
  }

  win.addEventListener('message', onMessage)
  const { parentOrigin } = parameters
  if (!framed) logger.warn('[foyer-frame] not inside a frame: no page to answer')
  else if (parentOrigin !== undefined && !allowedOrigins.has(parentOrigin))
    logger.warn('[foyer-frame] embedded by a page whose origin is not allowed:', parentOrigin)
  else {
    const ready = { type: FRAME_READY_TYPE, payload: { version: parameters.version ?? FRAME_VERSION } }
    for (const origin of parentOrigin === undefined ? allowedOrigins : [parentOrigin]) post(ready, origin)
  }

  return {
    stop() {
      stopped = true
      win.removeEventListener('message', onMessage)
      for (const controller of inFlight)
        controller.abort(new FrameError('Frame stopped', { code: 'STOPPED' }))
    },
  }
}

/** The frame's logger: warnings always, `info` only when `enableLogger` is set. */
function frameLogger(parameters: StartFrameParameters): FrameLogger {
  const sink = parameters.logger ?? console
  return {
    warn: (...data) => sink.warn(...data),
    info: (...data) => {
      if (parameters.enableLogger) sink.info(...data)
    },
  }
}

/** What the handlers work with: the auth API, the device store, the chains, the prompts and the state. */
function frameContext(parameters: StartFrameParameters, logger: FrameLogger): FrameContext {
  return {
    api: createAuthApi({
      apiUrl: parameters.apiUrl,
      fetch: parameters.fetch,
      deviceId: () => parameters.store.getDeviceId(),
      // The project and page this frame serves, when both are known here (else the browser's, by default).
      ...(parameters.projectId !== undefined && parameters.parentOrigin !== undefined
        ? { scope: { projectId: parameters.projectId, hostOrigin: parameters.parentOrigin } }
        : {}),
    }),
    apiUrl: parameters.apiUrl,
    store: parameters.store,
    rpcUrls: parameters.rpcUrls,
    smartAccounts: parameters.smartAccounts ?? {},
    smartAccount: parameters.smartAccount ?? smartAccountService,
    networks: parameters.networks ?? {},
    prompts: parameters.prompts,
    passkeys: parameters.passkeys,
    logger,
    kdfMemoryKiB: parameters.kdfMemoryKiB,
    importPasswordStrength: parameters.importPasswordStrength,
    projectId: parameters.projectId,
    reload: parameters.reload,
    state: { chainId: parameters.chainId ?? 1, preferredAccountType: 'smartAccount' },
  }
}

function handle(
  ctx: FrameContext,
  request: FrameRequest,
  signal: AbortSignal,
  origin: string,
): Promise<unknown> {
  // TS cannot pair the handler of a union member with that member; the mapped type guarantees it does.
  const handler = frameHandlers[request.type] as FrameHandler<FrameRequestType>
  return handler(ctx, request, signal, origin)
}

/** `promise`, or the signal's reason as soon as it aborts (a handler that ignores the signal cannot hold the answer). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The `_ERROR` payload of a failure: the message to show (spec section 8: the payload message, or 'An
 * error occurred'), and the code, seconds to wait and tries left when known. viem's errors give their
 * short message (the long one lists request details).
 */
export function toErrorPayload(error: unknown): FrameErrorPayload {
  if (error instanceof AuthApiError)
    return {
      message: error.message,
      code: error.code,
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
      ...(error.triesLeft === undefined ? {} : { triesLeft: error.triesLeft }),
    }
  if (error instanceof FrameError) return { message: error.message, code: error.code }
  if (error instanceof Error) {
    const short =
      'shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : undefined
    return { message: short || error.message || 'An error occurred' }
  }
  return { message: 'An error occurred' }
}

/** An allowed origin must be exact: scheme, host and port, no path, no wildcard. */
function assertOrigin(origin: string): string {
  let parsed: URL | undefined
  try {
    parsed = new URL(origin)
  } catch {
    parsed = undefined // reported just below, with the value
  }
  if (!parsed || parsed.origin === 'null' || parsed.origin !== origin)
    throw new TypeError(`Not an exact origin: ${JSON.stringify(origin)} (write it as https://host[:port])`)
  return origin
}

/** The message's `type` for the log, cut short; never its payload (codes, passwords). */
function typeOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string')
    return data.type.slice(0, 80)
  return typeof data
}
