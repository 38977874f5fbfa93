import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type LocalServer, listenLocal, readBody } from '../listenLocal.js'
import { checkSignInMessage } from './checkSignInMessage.js'
import { FarcasterRelayStartError } from './errors.js'
import { m } from './messages.js'
import { createRelayChannels, type RelayChannels } from './relayChannels.js'
import { authenticateBody, createChannelBody, describeIssue } from './relaySchemas.js'

export interface StartFarcasterRelayParameters {
  /** A fixed port on 127.0.0.1; a free one by default. */
  port?: number
  /**
   * The dev Farcaster app's sign-in page (as farcaster.xyz/~/siwf): each channel's `url` is this page with
   * `channelToken`, `nonce`, `siweUri`, `domain` and the request's optional fields in its query.
   */
  signInUrl: string
  /** The key the app must send as `X-Farcaster-Auth-Relay-Key` to authenticate; a random one by default. */
  authKey?: string
  /** How long a channel lives, in ms of `now`; 300 000 (as the real relay) by default. */
  channelTtlMs?: number
  /** The relay's clock, in ms; Date.now by default. */
  now?: () => number
}

/** The relay: its base URL (`url`, for auth-client's `createAppClient({ relay: url })`), port and stop. */
export interface FarcasterRelay extends LocalServer {
  /** The key that authenticates the dev Farcaster app. */
  authKey: string
}

export type StartFarcasterRelayErrorType = FarcasterRelayStartError

const MAX_BODY_BYTES = 64 * 1024
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, x-farcaster-auth-relay-key',
  'access-control-max-age': '600',
}

interface RelayContext {
  channels: RelayChannels
  authKey: string
  now: () => number
}

/**
 * Starts a local Farcaster auth relay on 127.0.0.1, speaking the relay API that `@farcaster/auth-client`
 * calls (`POST /v1/channel`, `GET /v1/channel/status`, `POST /v1/channel/authenticate`), so that Sign In
 * With Farcaster runs on this machine with the official client unchanged. Channels live in memory. It
 * checks what the app authenticates with (the message parses, its nonce and domain are the channel's, the
 * signature is the message address's); it does not check the fid's owner: the site does, with
 * `verifySignInMessage` on the local chain (see deployFarcasterRegistries). CORS is open, as the real relay's.
 *
 * @example
 * const relay = await startFarcasterRelay({ signInUrl: 'http://127.0.0.1:5173/farcaster' })
 * const appClient = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl }) })
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters,
): Promise<FarcasterRelay> {
  const { port = 0, channelTtlMs = 300_000, now = Date.now } = parameters
  const authKey = parameters.authKey ?? randomBytes(24).toString('hex')
  new URL(parameters.signInUrl) // throws a TypeError for a malformed signInUrl, before listening
  const context: RelayContext = {
    channels: createRelayChannels({ signInUrl: parameters.signInUrl, ttlMs: channelTtlMs, now }),
    authKey,
    now,
  }
  const server = await listenLocal((request, response) => serve(request, response, context), {
    port,
    startError: (cause) => new FarcasterRelayStartError({ port, cause }),
  })
  return { ...server, authKey }
}

async function serve(request: IncomingMessage, response: ServerResponse, context: RelayContext) {
  const target = request.url ?? '/'
  const path = URL.canParse(target, 'http://relay')
    ? new URL(target, 'http://relay').pathname.replace(/\/+$/, '')
    : ''
  const method = request.method ?? 'GET'
  if (method === 'OPTIONS') return response.writeHead(204, CORS_HEADERS).end()
  const routes: Record<string, { method: string; handle: () => Promise<void> | void }> = {
    '/v1/channel': { method: 'POST', handle: () => createChannel(request, response, context) },
    '/v1/channel/status': { method: 'GET', handle: () => channelStatus(request, response, context) },
    '/v1/channel/authenticate': { method: 'POST', handle: () => authenticate(request, response, context) },
    '/healthcheck': { method: 'GET', handle: () => reply(response, 200, { status: 'OK' }) },
  }
  const route = routes[path]
  if (!route) return reply(response, 404, { error: m('notFound') })
  if (route.method !== method) return reply(response, 405, { error: m('methodNotAllowed') })
  await route.handle()
}

async function createChannel(request: IncomingMessage, response: ServerResponse, context: RelayContext) {
  const body = await readJson(request, response)
  if (body === undefined) return
  const parsed = createChannelBody.safeParse(body)
  if (!parsed.success)
    return reply(response, 400, { error: m('invalidBody', { reason: describeIssue(parsed.error) }) })
  const metadata = {
    ip: request.socket.remoteAddress ?? '',
    userAgent: String(request.headers['user-agent'] ?? ''),
  }
  reply(response, 201, context.channels.create(parsed.data, metadata))
}

function channelStatus(request: IncomingMessage, response: ServerResponse, context: RelayContext) {
  const status = context.channels.get(bearer(request))
  if (!status) return reply(response, 401, { error: m('unknownChannel') })
  reply(response, status.state === 'completed' ? 200 : 202, status)
}

async function authenticate(request: IncomingMessage, response: ServerResponse, context: RelayContext) {
  if (!sameKey(String(request.headers['x-farcaster-auth-relay-key'] ?? ''), context.authKey))
    return reply(response, 401, { error: m('badRelayKey') })
  const channelToken = bearer(request)
  const channel = context.channels.get(channelToken)
  if (!channel) return reply(response, 401, { error: m('unknownChannel') })
  const body = await readJson(request, response)
  if (body === undefined) return
  const parsed = authenticateBody.safeParse(body)
  if (!parsed.success)
    return reply(response, 400, { error: m('invalidBody', { reason: describeIssue(parsed.error) }) })
  const checked = await checkSignInMessage({
    ...parsed.data,
    channel: channel.signatureParams,
    now: context.now(),
  })
  if ('error' in checked) return reply(response, 400, { error: checked.error })
  // Checked after the (async) signature check too: two answers at once complete a channel only once.
  if (context.channels.get(channelToken)?.state !== 'pending')
    return reply(response, 409, { error: m('alreadyCompleted') })
  reply(response, 201, context.channels.complete(channelToken, parsed.data, checked.address))
}

/** The `Authorization: Bearer <token>` token, '' without one. */
function bearer(request: IncomingMessage): string {
  const match = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''))
  return match?.[1] ?? ''
}

function sameKey(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body))
}

/** The JSON body; undefined once a 400 or 413 has been answered. */
async function readJson(request: IncomingMessage, response: ServerResponse): Promise<unknown> {
  const text = await readBody(request, MAX_BODY_BYTES)
  if (text === undefined) {
    response.writeHead(413, { ...CORS_HEADERS, 'content-type': 'application/json', connection: 'close' })
    response.end(JSON.stringify({ error: m('bodyTooLarge') }))
    return undefined
  }
  try {
    return JSON.parse(text)
  } catch {
    reply(response, 400, { error: m('invalidJson') })
    return undefined
  }
}
