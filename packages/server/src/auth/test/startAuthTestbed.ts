import type { MailCatcher } from '@foyer/devnet'
import type { ServerConfig } from '../../config/serverConfigSchema.js'
import { createFoyerServer, type FoyerServer } from '../../createFoyerServer.js'
import { createScratchDatabase } from '../../test/createScratchDatabase.js'
import { createTestLogger, type LogEntry } from '../../test/createTestLogger.js'
import { DEVICE_HEADER, HOST_ORIGIN_HEADER, PROJECT_HEADER } from '../constants.js'

/** The login frame's origin in the tests: the only one the /auth/v1 routes answer. */
export const FRAME_ORIGIN = 'https://auth.foyer.test'
export const PUBLIC_URL = 'https://api.foyer.test'
export const SHARE_KEY = '7f'.repeat(32)
export const SESSION_TTL_MS = 24 * 60 * 60_000
/** The project and page origin the calls name by default (`X-Foyer-Project`, `X-Foyer-Origin`). */
export const SHOP = { project: 'shop', origin: 'https://shop.example' }
/** Another project served on the same site: it must not get the shop's sessions. */
export const BETA = { project: 'beta', origin: 'https://shop.example' }

export interface CallOptions {
  body?: unknown
  /** A raw body, sent as it is. */
  raw?: string
  token?: string
  device?: string
  /** The Origin header; the frame's by default, `null` for none. */
  origin?: string | null
  /** The client's socket address (per-address limits); none by default. */
  ip?: string
  /** The project and page origin headers; `SHOP` by default, `null` for none. */
  scope?: { project?: string; origin?: string } | null
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  headers: Headers
  /** The JSON body, or `{}` for an empty or non-JSON one. */
  body: Record<string, unknown>
  text: string
}

export interface AuthTestbed {
  server: FoyerServer
  logs: LogEntry[]
  /** The server's clock (unix ms): tests move it instead of waiting. */
  clock: { now: number }
  /** A request to `/auth/v1${path}`, from the frame's origin unless told otherwise. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>
  /** The code of the newest mail to `email`. */
  codeFor(email: string): Promise<string>
  stop(): Promise<void>
}

/**
 * A Foyer server with the `auth` section pointing at `catcher`, on an in-memory PGlite or a scratch
 * database of the test PostgreSQL server, with a clock the test controls.
 *
 * @example
 * const bed = await startAuthTestbed({ kind: 'pglite', catcher })
 * await bed.call('POST', '/email/otp', { body: { email, deviceId } })
 */
export async function startAuthTestbed({
  kind,
  catcher,
  chains,
}: {
  kind: 'pglite' | 'postgres'
  catcher: MailCatcher
  /** The server's chains (none by default): the paymaster proxy's tests give it a sponsored chain. */
  chains?: ServerConfig['chains']
}): Promise<AuthTestbed> {
  const clock = { now: Date.UTC(2030, 0, 1) }
  const logger = createTestLogger()
  const server = await createFoyerServer(
    {
      projects: [
        { id: 'demo', origins: ['*'] },
        { id: SHOP.project, origins: [SHOP.origin, 'https://www.shop.example'] },
        { id: BETA.project, origins: [BETA.origin] },
      ],
      indexer: { enabled: false },
      ...(chains === undefined ? {} : { chains }),
      database: kind === 'postgres' ? { url: await createScratchDatabase() } : {},
      auth: {
        smtp: { host: '127.0.0.1', port: catcher.smtpPort },
        from: 'Foyer <no-reply@foyer.test>',
        shareKey: SHARE_KEY,
        frameOrigins: [FRAME_ORIGIN],
        publicUrl: `${PUBLIC_URL}/`,
        sessionTtlMs: SESSION_TTL_MS,
      },
    },
    { logger, now: () => clock.now },
  )
  const newest = async (email: string, pattern: RegExp) => {
    const mail = await catcher.waitFor(email)
    const match = pattern.exec(mail.text)
    if (!match?.[1]) throw new Error(`the newest mail to ${email} has no ${pattern}: ${mail.text}`)
    return match[1]
  }
  return {
    server,
    logs: logger.entries,
    clock,
    async call(method, path, options = {}) {
      const { body, raw, token, device, origin = FRAME_ORIGIN, ip, scope = SHOP, headers = {} } = options
      const response = await server.app.request(
        `/auth/v1${path}`,
        {
          method,
          headers: {
            ...(body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' }),
            ...(origin === null ? {} : { origin }),
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
            ...(device === undefined ? {} : { [DEVICE_HEADER]: device }),
            ...(scope?.project === undefined ? {} : { [PROJECT_HEADER]: scope.project }),
            ...(scope?.origin === undefined ? {} : { [HOST_ORIGIN_HEADER]: scope.origin }),
            ...headers,
          },
          ...(raw !== undefined ? { body: raw } : body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        ip === undefined ? undefined : { incoming: { socket: { remoteAddress: ip } } },
      )
      const text = await response.text()
      const json = response.headers.get('content-type')?.startsWith('application/json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : {}
      return { status: response.status, headers: response.headers, body: json, text }
    },
    codeFor: (email) => newest(email, / is (\d{6})\./),
    stop: () => server.close(),
  }
}
