import { buildFrameBundle, type FrameBundle } from '@foyer/auth-frame/build'
import type { healthAnswerSchema, WireAnswer } from '@foyer/protocol'
import { Hono } from 'hono'
import { privateKeyToAddress } from 'viem/accounts'
import {
  type AnalyticsQueue,
  createAnalyticsQueue,
  type FlushParameters,
} from './analytics/createAnalyticsQueue.js'
import { createAnalyticsRoutes } from './analytics/createAnalyticsRoutes.js'
import { createAuthRoutes } from './auth/createAuthRoutes.js'
import { createMailer } from './auth/createMailer.js'
import {
  createAccountRoutes,
  createBlockchainRoutes,
  createPriceOracle,
  isBlockchainPublicRequest,
  type PriceOracle,
} from './blockchain/index.js'
import { parseServerConfig } from './config/parseServerConfig.js'
import type { ResolvedServerConfig, ServerConfig } from './config/serverConfigSchema.js'
import { createDatabase } from './db/createDatabase.js'
import type { Database } from './db/types.js'
import { createDirectoryRoutes } from './directory/index.js'
import { NotFoundError } from './errors/http.js'
import { createFrameApp } from './frame/createFrameApp.js'
import { FrameNotConfiguredError } from './frame/errors.js'
import { createClientAddress } from './http/clientAddress.js'
import { createErrorHandler } from './http/createErrorHandler.js'
import { createProjectGuard } from './http/createProjectGuard.js'
import type { ServerEnv } from './http/env.js'
import { type ListeningServer, type ListenParameters, listen } from './http/listen.js'
import { createIndexer, type Indexer } from './indexer/index.js'
import { createConsoleLogger, type Logger } from './logger.js'
import { t } from './messages.js'
import { createRpcRoutes } from './rpc/createRpcRoutes.js'

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
   * The secure login frame's browser bundle; `buildFrameBundle()` of `@foyer/auth-frame/build` by default
   * (esbuild, cached by content hash).
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
  const db =
    options.database ??
    (await createDatabase({
      ...resolved.database,
      onIdleError: (error) => logger.warn(t('server.poolError'), { error }),
    }))
  const queue: AnalyticsQueue = createAnalyticsQueue({
    db,
    logger,
    ...(options.analyticsQueueSize === undefined ? {} : { maxSize: options.analyticsQueueSize }),
  })

  const { chains } = resolved
  const funder = resolved.onramp.funderPrivateKey
    ? privateKeyToAddress(resolved.onramp.funderPrivateKey)
    : undefined
  const prices = new Map<string, PriceOracle>()
  for (const chain of chains) {
    const contracts = chain.contracts
    if (!contracts || contracts.pairs.length === 0) continue
    prices.set(
      chain.caipNetworkId,
      createPriceOracle({
        rpcUrl: chain.rpcUrl,
        contracts,
        ...(chain.stablecoins ? { stablecoins: chain.stablecoins } : {}),
      }),
    )
  }
  const priceOf = (caipNetworkId: string) => prices.get(caipNetworkId)
  const indexer =
    resolved.indexer.enabled && chains.length > 0
      ? createIndexer({
          db,
          logger,
          pollIntervalMs: resolved.indexer.pollIntervalMs,
          chains: chains.map((chain) => ({
            caipNetworkId: chain.caipNetworkId,
            rpcUrl: chain.rpcUrl,
            tokens: chain.contracts?.tokens,
            nfts: chain.contracts?.nfts,
            startBlock: chain.startBlock,
          })),
        })
      : undefined

  const app = new Hono<ServerEnv>()
  app.onError(createErrorHandler(logger))
  app.notFound((c) => {
    const error = new NotFoundError()
    return c.json({ message: error.shortMessage, code: error.code }, error.status)
  })
  // The email login answers the login frame's origins, not the projects': mounted before the guard.
  const mailer = resolved.auth ? createMailer(resolved.auth) : undefined
  if (resolved.auth && mailer)
    app.route(
      '/auth/v1',
      createAuthRoutes({
        db,
        logger,
        mailer,
        shareKey: resolved.auth.shareKey,
        frameOrigins: resolved.auth.frameOrigins,
        projects: resolved.projects,
        sessionTtlMs: resolved.auth.sessionTtlMs,
        ...(resolved.auth.otpRequestsPerHour === undefined
          ? {}
          : { otpRequestsPerHour: resolved.auth.otpRequestsPerHour }),
        ...(resolved.auth.requestsPerMinute === undefined
          ? {}
          : { requestsPerMinute: resolved.auth.requestsPerMinute }),
        ...(resolved.auth.verifyRequestsPerHour === undefined
          ? {}
          : { verifyRequestsPerHour: resolved.auth.verifyRequestsPerHour }),
        ...(resolved.auth.wrongCodesPerAddress === undefined
          ? {}
          : { wrongCodesPerAddress: resolved.auth.wrongCodesPerAddress }),
        clientAddress: createClientAddress(resolved.trustProxy),
        ...(options.now === undefined ? {} : { now: options.now }),
      }),
    )
  app.use(
    '*',
    createProjectGuard({
      projects: resolved.projects,
      isPublic: (method, path) =>
        (method === 'GET' && path === '/health') || isBlockchainPublicRequest(method, path),
    }),
  )
  app.get('/health', async (c) => {
    try {
      await db.query('select 1')
      return c.json({ ok: true, database: db.kind } satisfies WireAnswer<typeof healthAnswerSchema>)
    } catch (error) {
      logger.error(t('server.requestFailed', { method: 'GET', path: '/health' }), { error })
      return c.json({ ok: false, database: db.kind } satisfies WireAnswer<typeof healthAnswerSchema>, 503)
    }
  })
  app.route('/', createDirectoryRoutes())
  app.route(
    '/',
    createAnalyticsRoutes({
      queue,
      enabled: resolved.analytics.enabled,
      readToken: resolved.analytics.readToken,
      db,
    }),
  )
  app.route(
    '/',
    createRpcRoutes({
      chains: resolved.chains,
      logger,
      db,
      clientAddress: createClientAddress(resolved.trustProxy),
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.rpcRequestsPerMinute === undefined
        ? {}
        : { requestsPerMinute: options.rpcRequestsPerMinute }),
      ...(options.rpcTimeoutMs === undefined ? {} : { timeoutMs: options.rpcTimeoutMs }),
    }),
  )

  app.route(
    '/',
    createAccountRoutes({
      db,
      logger,
      indexer,
      prices: priceOf,
      publicUrl: resolved.publicUrl,
      ...(options.balanceCacheMs === undefined ? {} : { balanceCacheMs: options.balanceCacheMs }),
      ...(options.balanceForceIntervalMs === undefined
        ? {}
        : { balanceForceIntervalMs: options.balanceForceIntervalMs }),
      ...(options.now === undefined ? {} : { now: options.now }),
      chains: chains.map((chain) => ({
        ...chain,
        onrampAddresses: [...(chain.onrampAddresses ?? []), ...(funder ? [funder] : [])],
      })),
    }),
  )
  app.route(
    '/',
    createBlockchainRoutes({
      db,
      logger,
      chains,
      names: resolved.names,
      clientIp: createClientAddress(resolved.trustProxy),
      ...(options.now === undefined ? {} : { now: options.now }),
      prices: priceOf,
      publicUrl: resolved.publicUrl,
      onramp: { funderPrivateKey: resolved.onramp.funderPrivateKey },
    }),
  )
  indexer?.start()

  let frameBundle: Promise<FrameBundle> | undefined
  const bundle = () => {
    frameBundle ??= (options.frameBundle ?? buildFrameBundle)()
    frameBundle.catch(() => {
      frameBundle = undefined
    })
    return frameBundle
  }
  const frameApp = resolved.auth
    ? createFrameApp({ projects: resolved.projects, chains, auth: resolved.auth, bundle, logger })
    : undefined

  const listeners = new Set<ListeningServer>()
  let closing: Promise<void> | undefined
  const track = async (served: Hono<ServerEnv> | Hono, parameters?: ListenParameters) => {
    const listener = await listen(served, parameters)
    listeners.add(listener)
    return {
      ...listener,
      async stop() {
        listeners.delete(listener)
        await listener.stop()
      },
    }
  }

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
    listen: (parameters) => track(app, parameters),
    async listenFrame(parameters) {
      if (!frameApp) throw new FrameNotConfiguredError()
      // The first frame page must not wait for the build, and a broken bundle must fail here.
      await bundle()
      return track(frameApp, parameters)
    },
    close() {
      closing ??= (async () => {
        await Promise.all([...listeners].map((listener) => listener.stop()))
        listeners.clear()
        await indexer?.stop()
        await queue.close({ timeoutMs: 5_000 })
        mailer?.close()
        if (ownsDatabase) await db.close()
      })()
      return closing
    },
  }
}
