import { buildFrameBundle, type FrameBundle } from '@foyer/auth-frame/build'
import type { Hono } from 'hono'
import {
  type AnalyticsQueue,
  createAnalyticsQueue,
  type FlushParameters,
} from './analytics/createAnalyticsQueue.js'
import { createMailer } from './auth/createMailer.js'
import { parseServerConfig } from './config/parseServerConfig.js'
import type { ResolvedServerConfig, ServerConfig } from './config/serverConfigSchema.js'
import { rpcChains } from './config/signInOnlyChains.js'
import { createApiApp } from './createApiApp.js'
import { createConfiguredIndexer } from './createConfiguredIndexer.js'
import { createListeners } from './createListeners.js'
import { createPriceOracles } from './createPriceOracles.js'
import { createDatabase } from './db/createDatabase.js'
import { reportUnavailable } from './db/reportUnavailable.js'
import type { Database } from './db/types.js'
import { createFrameApp } from './frame/createFrameApp.js'
import { FrameNotConfiguredError } from './frame/errors.js'
import type { ServerEnv } from './http/env.js'
import type { ListeningServer, ListenParameters } from './http/listen.js'
import type { Indexer } from './indexer/index.js'
import { createConsoleLogger, type Logger } from './logger.js'
import { t } from './messages.js'

export interface CreateFoyerServerOptions {
  /** Where errors and warnings go; console by default. */
  logger?: Logger
  /**
   * An open, migrated database to use instead of opening the one in `config.database`. The server
   * does not close a database it was given.
   */
  database?: Database
  /** Upstream timeout of the chain RPC proxy; 10 000 ms by default. */
  rpcTimeoutMs?: number
  /** JSON-RPC requests (batch members) per client address and minute through the chain proxy; 3 000 by default. */
  rpcRequestsPerMinute?: number
  /** Analytics events held in memory while the database is slow or down; 10 000 by default. */
  analyticsQueueSize?: number
  /** Server-side lifetime of an address's balances; 30 000 ms by default (spec section 9). */
  balanceCacheMs?: number
  /** Shortest time between two `forceUpdate=true` chain reads of one address on one chain; 500 ms by default. */
  balanceForceIntervalMs?: number
  /** Clock in unix milliseconds of rate-limit windows, caches and throttles (tests); `Date.now` by default. */
  now?: () => number
  /**
   * The secure login frame's browser bundle, its main script and the chunk that script loads for a new
   * recovery password, both served by the frame app; `buildFrameBundle()` of `@foyer/auth-frame/build` by
   * default (esbuild, cached by content hash).
   */
  frameBundle?: () => Promise<FrameBundle>
}

export interface FoyerServer {
  /** The Hono app: `app.request(url, init)` for in-process requests, `app.fetch` for any runtime. */
  app: Hono<ServerEnv>
  db: Database
  config: ResolvedServerConfig
  /** The chain indexer behind account history (absent with no chains or `indexer.enabled: false`). */
  indexer: Indexer | undefined
  analytics: {
    /** Writes queued analytics events now and resolves when none is left (rejects after `timeoutMs`). */
    flush(parameters?: FlushParameters): Promise<void>
    /** Events accepted (202) and not yet written. */
    readonly pending: number
  }
  /**
   * The secure login frame's page and bundle (absent without an `auth` section): an app for an origin of
   * its own, never the API's. `listenFrame` serves it; `frameApp.fetch` fits any other runtime.
   */
  frameApp: Hono | undefined
  /** Serves the app on 127.0.0.1 (a free port unless `port` is given). */
  listen(parameters?: ListenParameters): Promise<ListeningServer>
  /**
   * Serves `frameApp` on a listener of its own (127.0.0.1, a free port unless `port` is given), once the
   * frame's bundle is built. Its origin (or the public origin a proxy gives it) belongs in
   * `auth.frameOrigins`. Rejects with `FrameNotConfiguredError` without an `auth` section.
   */
  listenFrame(parameters?: ListenParameters): Promise<ListeningServer>
  /** Stops every listener, writes the queued analytics events, closes the database it opened. */
  close(): Promise<void>
}

export type CreateFoyerServerErrorType =
  | import('./errors/config.js').InvalidServerConfigError
  | import('./errors/database.js').DatabaseOpenError
  | import('./errors/database.js').MigrationError

/**
 * Builds the Foyer server: validates the config, opens and migrates the database (PGlite by default,
 * PostgreSQL with `database.url`), and wires the project guard (projectId / st / sv, origins, CORS),
 * analytics ingest, the chain RPC proxy, the wallet directory, the blockchain API (balances and
 * history from the chain indexer, prices from the chains' pools, names, swaps, on-ramp, sessions),
 * the email login of the secure login frame (`/auth/v1`, with an `auth` config section) and
 * `GET /health`. The indexer follows every configured chain until `close()`.
 *
 * @example
 * const server = await createFoyerServer({
 *   projects: [{ id: 'demo', origins: ['http://localhost:5173'] }],
 *   chains: [{ caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * const { url } = await server.listen({ port: 8787 })
 * // …
 * await server.close()
 */
export async function createFoyerServer(
  config: ServerConfig,
  options: CreateFoyerServerOptions = {},
): Promise<FoyerServer> {
  const resolved = parseServerConfig(config)
  const logger = options.logger ?? createConsoleLogger()
  const ownsDatabase = options.database === undefined
  // Every route meets a database that cannot answer as a 503 with Retry-After (`reportUnavailable`).
  const db = reportUnavailable(
    options.database ??
      (await createDatabase({
        ...resolved.database,
        onIdleError: (error) => logger.warn(t('server.poolError'), { error }),
      })),
  )
  const queue: AnalyticsQueue = createAnalyticsQueue({
    db,
    logger,
    ...(options.analyticsQueueSize === undefined ? {} : { maxSize: options.analyticsQueueSize }),
  })
  const prices = createPriceOracles(rpcChains(resolved.chains))
  const indexer = createConfiguredIndexer(resolved, { db, logger })
  const mailer = resolved.auth ? createMailer(resolved.auth) : undefined
  const app = createApiApp({ config: resolved, options, db, logger, queue, indexer, mailer, prices })
  indexer?.start()

  const bundle = cacheFrameBundle(options.frameBundle ?? buildFrameBundle)
  const frameApp = resolved.auth
    ? createFrameApp({
        projects: resolved.projects,
        chains: rpcChains(resolved.chains),
        auth: resolved.auth,
        bundle,
        logger,
      })
    : undefined
  const listeners = createListeners()
  let closing: Promise<void> | undefined

  return {
    app,
    db,
    config: resolved,
    indexer,
    analytics: {
      flush: (parameters) => queue.flush(parameters),
      get pending() {
        return queue.pending
      },
    },
    frameApp,
    listen: (parameters) => listeners.listen(app, parameters),
    async listenFrame(parameters) {
      if (!frameApp) throw new FrameNotConfiguredError()
      // The first frame page must not wait for the build, and a broken bundle must fail here.
      await bundle()
      return listeners.listen(frameApp, parameters)
    },
    close() {
      closing ??= (async () => {
        await listeners.stopAll()
        await indexer?.stop()
        await queue.close({ timeoutMs: 5_000 })
        mailer?.close()
        if (ownsDatabase) await db.close()
      })()
      return closing
    },
  }
}

/**
 * The frame bundle, built on first use and shared by every later one; a failed build is forgotten so
 * that the next request tries again.
 */
function cacheFrameBundle(build: () => Promise<FrameBundle>): () => Promise<FrameBundle> {
  let frameBundle: Promise<FrameBundle> | undefined
  return () => {
    frameBundle ??= build()
    frameBundle.catch(() => {
      frameBundle = undefined
    })
    return frameBundle
  }
}
