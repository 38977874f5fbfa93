import { completeProviderLogin, type IdentityProviders } from '@foyer/devnet/identity'
import { Hono } from 'hono'
import { createFoyerServer, type FoyerServer } from '../../../createFoyerServer.js'
import { createClientAddress } from '../../../http/clientAddress.js'
import { createScratchDatabase } from '../../../test/createScratchDatabase.js'
import { createTestLogger, type LogEntry } from '../../../test/createTestLogger.js'
import { DEVICE_HEADER, HOST_ORIGIN_HEADER, PROJECT_HEADER } from '../../constants.js'
import { createAuthRoutes } from '../../createAuthRoutes.js'
import type { RedirectProviderId } from '../types.js'

export const FRAME_ORIGIN = 'https://auth.foyer.test'
export const PUBLIC_URL = 'https://api.foyer.test'
/** The redirect URI the server derives from `publicUrl`, registered at every local provider. */
export const CALLBACK_URL = `${PUBLIC_URL}/auth/v1/social/callback`
export const SHOP = { project: 'shop', origin: 'https://shop.example' }
export const BETA = { project: 'beta', origin: 'https://shop.example' }
export const DEVICE = 'device-a-0123456789abcdef'

export interface CallResult {
  status: number
  headers: Headers
  /** The JSON body, or `{}` for another. */
  body: Record<string, unknown>
  text: string
}

export interface SocialTestbed {
  server: FoyerServer
  logs: LogEntry[]
  /** The server's clock (unix ms), real time at the start (the providers sign with real time): tests move it. */
  clock: { now: number }
  /** A frame's JSON call to `/auth/v1${path}`, from the frame's origin with the shop's scope unless told. */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown
      origin?: string | null
      scope?: { project: string; origin: string }
      /** A session token (`Authorization: Bearer`) and its device (`X-Foyer-Device`). */
      token?: string
      device?: string
    },
  ): Promise<CallResult>
  /** The start, the provider's pages (as `user`), and the popup's request to the callback. */
  login(
    provider: RedirectProviderId,
    options?: {
      user?: string
      consent?: 'allow' | 'deny'
      device?: string
      /** Changes the popup's request to the callback before it is made (a forged code…). */
      tamper?: (url: URL, form: URLSearchParams | undefined) => void
    },
  ): Promise<{ state: string; start: CallResult; callback: CallResult }>
  /** The popup's request to the callback: a GET of `url`, or the form post of `form` (Apple). */
  callback(url: URL, form?: URLSearchParams): Promise<CallResult>
  /** The frame's finish of `state` on `device`. */
  finish(state: string, device?: string): Promise<CallResult>
  stop(): Promise<void>
}

const read = async (response: Response): Promise<CallResult> => {
  const text = await response.text()
  const json = response.headers.get('content-type')?.startsWith('application/json')
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : {}, text }
}

/**
 * A Foyer server whose config has an `auth.social` section pointing at the local providers `idp`, on
 * an in-memory PGlite or a scratch PostgreSQL database, and its auth routes built from that config (as
 * `createApiApp` builds them, with `social: config.auth.social`), with a clock the test controls.
 *
 * @example
 * const bed = await startSocialTestbed({ kind: 'pglite', idp })
 * const { state } = await bed.login('google', { user: 'alice' })
 * const { body } = await bed.finish(state)
 */
export async function startSocialTestbed({
  kind,
  idp,
  social = {},
}: {
  kind: 'pglite' | 'postgres'
  /** The local providers `providers` points at; none (then `social` must name some: Farcaster's). */
  idp?: IdentityProviders | undefined
  /** Replaces parts of the `auth.social` section (a provider's endpoints…). */
  social?: Record<string, unknown>
}): Promise<SocialTestbed> {
  const clock = { now: Date.now() }
  const logger = createTestLogger()
  const server = await createFoyerServer(
    {
      projects: [
        { id: SHOP.project, origins: [SHOP.origin] },
        { id: BETA.project, origins: [BETA.origin] },
      ],
      indexer: { enabled: false },
      database: kind === 'postgres' ? { url: await createScratchDatabase() } : {},
      auth: {
        smtp: { host: '127.0.0.1', port: 2525 },
        from: 'no-reply@foyer.test',
        shareKey: '5e'.repeat(32),
        frameOrigins: [FRAME_ORIGIN],
        publicUrl: `${PUBLIC_URL}/`,
        // The product's 10 s per provider call: a short one here made every test of a loaded machine
        // race it (a JWKS fetch past 1 s turned a 401 into a 502). Tests of a hanging provider set theirs.
        social: { providers: idp?.providers ?? {}, ...social },
      },
    },
    { logger, now: () => clock.now },
  )
  const auth = server.config.auth
  if (!auth?.social) throw new Error('the test config has no auth.social')
  const app = new Hono().route(
    '/auth/v1',
    createAuthRoutes({
      db: server.db,
      logger,
      mailer: { send: async () => undefined, close: () => undefined },
      shareKey: auth.shareKey,
      frameOrigins: auth.frameOrigins,
      projects: server.config.projects,
      clientAddress: createClientAddress(server.config.trustProxy),
      social: auth.social,
      now: () => clock.now,
    }),
  )
  const call: SocialTestbed['call'] = async (
    method,
    path,
    { body, origin = FRAME_ORIGIN, scope = SHOP, token, device } = {},
  ) =>
    read(
      await app.request(`/auth/v1${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(origin === null ? {} : { origin }),
          [PROJECT_HEADER]: scope.project,
          [HOST_ORIGIN_HEADER]: scope.origin,
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          ...(device === undefined ? {} : { [DEVICE_HEADER]: device }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )
  /** A provider's form post carries the provider's Origin, as a browser sends it. */
  const deliver = async (url: URL, form?: URLSearchParams) =>
    read(
      await app.request(
        url.href,
        form ? { method: 'POST', body: form, headers: { origin: 'https://appleid.apple.com' } } : {},
      ),
    )
  return {
    server,
    logs: logger.entries,
    callback: deliver,
    clock,
    call,
    async login(provider, { user = 'alice', consent = 'allow', device = DEVICE, tamper } = {}) {
      const start = await call('POST', '/social/start', { body: { provider, deviceId: device } })
      if (start.status !== 200) throw new Error(`the start failed: ${start.status} ${start.text}`)
      const { authorizationUrl, state } = start.body as { authorizationUrl: string; state: string }
      const popup = await completeProviderLogin(authorizationUrl, { user, consent })
      tamper?.(popup.url, popup.form)
      const callback = await deliver(popup.url, popup.form)
      return { state, start, callback }
    },
    finish: (state, device = DEVICE) => call('POST', '/social/finish', { body: { state, deviceId: device } }),
    stop: () => server.close(),
  }
}
