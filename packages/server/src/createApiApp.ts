import { randomUUID } from 'node:crypto'
import type { healthAnswerSchema, readyAnswerSchema, WireAnswer } from '@foyer/protocol'
import { Hono } from 'hono'
import { privateKeyToAddress } from 'viem/accounts'
import type { AnalyticsQueue } from './analytics/createAnalyticsQueue.js'
import { createAnalyticsRoutes } from './analytics/createAnalyticsRoutes.js'
import { createAuthRoutes } from './auth/createAuthRoutes.js'
import type { Mailer } from './auth/createMailer.js'
import type { SponsoredChain } from './auth/paymaster/createPaymasterProxy.js'
import { createAccountRoutes, createBlockchainRoutes, isBlockchainPublicRequest } from './blockchain/index.js'
import type { ResolvedServerConfig } from './config/serverConfigSchema.js'
import { rpcChains } from './config/signInOnlyChains.js'
import type { PriceOf } from './createPriceOracles.js'
import type { Database } from './db/types.js'
import { createDirectoryRoutes } from './directory/index.js'
import { NotFoundError } from './errors/http.js'
import { createClientAddress } from './http/clientAddress.js'
import { createErrorHandler } from './http/createErrorHandler.js'
import { createProjectGuard } from './http/createProjectGuard.js'
import type { ServerEnv } from './http/env.js'
import type { Indexer } from './indexer/index.js'
import type { Logger } from './logger.js'
import { t } from './messages.js'
import { createRpcRoutes } from './rpc/createRpcRoutes.js'
import { migrations } from './schema.js'

/** The options of `createFoyerServer` that the routes read (see `CreateFoyerServerOptions`). */
export interface ApiOptions {
  now?: () => number
  rpcTimeoutMs?: number
  rpcRequestsPerMinute?: number
  balanceCacheMs?: number
  balanceForceIntervalMs?: number
}

/** What the API's routes are built from: the resolved config and the services the server opened. */
export interface ApiParts {
  config: ResolvedServerConfig
  options: ApiOptions
  db: Database
  logger: Logger
  queue: AnalyticsQueue
  indexer: Indexer | undefined
  /** Present with an `auth` section. */
  mailer: Mailer | undefined
  prices: PriceOf
}

/**
 * The API app: the email login first (it answers the login frame's origins, not the projects', so it sits
 * before the project guard), then the guard and every project route.
 */
export function createApiApp(parts: ApiParts): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>()
  app.onError(createErrorHandler(parts.logger))
  app.notFound((c) => {
    const error = new NotFoundError()
    return c.json({ message: error.shortMessage, code: error.code }, error.status)
  })
  mountAuthRoutes(app, parts)
  app.use(
    '*',
    createProjectGuard({
      projects: parts.config.projects,
      isPublic: (method, path) =>
        (method === 'GET' && (path === '/health' || path === '/ready')) ||
        isBlockchainPublicRequest(method, path),
    }),
  )
  mountHealthRoute(app, parts)
  app.route('/', createDirectoryRoutes({ logger: parts.logger }))
  app.route(
    '/',
    createAnalyticsRoutes({
      queue: parts.queue,
      enabled: parts.config.analytics.enabled,
      readToken: parts.config.analytics.readToken,
      db: parts.db,
    }),
  )
  mountChainRoutes(app, parts)
  return app
}

/** `/auth/v1`, the email login of the secure login frame, with an `auth` config section only. */
function mountAuthRoutes(app: Hono<ServerEnv>, { config, options, db, logger, mailer }: ApiParts) {
  const auth = config.auth
  if (!auth || !mailer) return
  app.route(
    '/auth/v1',
    createAuthRoutes({
      db,
      logger,
      mailer,
      shareKey: auth.shareKey,
      frameOrigins: auth.frameOrigins,
      projects: config.projects,
      sessionTtlMs: auth.sessionTtlMs,
      ...(auth.otpRequestsPerHour === undefined ? {} : { otpRequestsPerHour: auth.otpRequestsPerHour }),
      ...(auth.requestsPerMinute === undefined ? {} : { requestsPerMinute: auth.requestsPerMinute }),
      ...(auth.verifyRequestsPerHour === undefined
        ? {}
        : { verifyRequestsPerHour: auth.verifyRequestsPerHour }),
      ...(auth.wrongCodesPerAddress === undefined ? {} : { wrongCodesPerAddress: auth.wrongCodesPerAddress }),
      ...(auth.wrongCodesPerDevice === undefined ? {} : { wrongCodesPerDevice: auth.wrongCodesPerDevice }),
      ...(auth.resendIntervalMs === undefined ? {} : { resendIntervalMs: auth.resendIntervalMs }),
      ...(auth.social === undefined ? {} : { social: auth.social }),
      sponsoredChains: sponsoredChains(config.chains),
      clientAddress: createClientAddress(config.trustProxy),
      ...(options.now === undefined ? {} : { now: options.now }),
    }),
  )
}

/** The eip155 chains whose smart accounts have a paymaster (`smartAccounts.paymasterUrl`). */
function sponsoredChains(chains: ResolvedServerConfig['chains']): SponsoredChain[] {
  return chains.flatMap(({ caipNetworkId, rpcUrl, smartAccounts }) =>
    smartAccounts?.paymasterUrl !== undefined && rpcUrl !== undefined
      ? [
          {
            chainId: Number(caipNetworkId.slice('eip155:'.length)),
            rpcUrl,
            factory: smartAccounts.factory,
            paymasterUrl: smartAccounts.paymasterUrl,
            maxOperationsPerHour: smartAccounts.sponsorship.maxOperationsPerHour,
          },
        ]
      : [],
  )
}

/** This process, as `/ready` names it: the proxy's logs and the cluster tests tell instances apart by it. */
const INSTANCE = `${process.pid}-${randomUUID().slice(0, 8)}`
const LATEST_MIGRATION = Math.max(...migrations.map((migration) => migration.version))

/**
 * `GET /health`: 200 while the process answers (liveness: no database query, so a database outage does
 * not get every server restarted). `GET /ready`: 200 when the database answers and holds this server's
 * migrations, 503 otherwise (readiness: a load balancer stops sending requests), with the server's role.
 */
function mountHealthRoute(app: Hono<ServerEnv>, { db, logger, indexer }: ApiParts) {
  app.get('/health', (c) =>
    c.json({ ok: true, database: db.kind } satisfies WireAnswer<typeof healthAnswerSchema>),
  )
  app.get('/ready', async (c) => {
    const indexing = indexer?.indexing() ?? []
    const answer = {
      database: db.kind,
      role: indexing.length > 0 ? 'indexer' : 'reader',
      indexing,
      instance: INSTANCE,
    } as const
    try {
      const { rows } = await db.query<{ version: number | null }>(
        'select max(version) as version from schema_migrations',
      )
      const applied = (rows[0]?.version ?? 0) >= LATEST_MIGRATION
      return c.json(
        {
          ready: applied,
          migrations: applied ? 'applied' : 'unknown',
          ...answer,
        } satisfies WireAnswer<typeof readyAnswerSchema>,
        applied ? 200 : 503,
      )
    } catch (error) {
      logger.warn(t('server.requestFailed', { method: 'GET', path: '/ready' }), { error })
      return c.json(
        { ready: false, migrations: 'unknown', ...answer } satisfies WireAnswer<typeof readyAnswerSchema>,
        503,
      )
    }
  })
}

/** The chain RPC proxy, the account routes (balances, history) and the rest of the blockchain API. */
function mountChainRoutes(app: Hono<ServerEnv>, { config, options, db, logger, indexer, prices }: ApiParts) {
  // The RPC proxy and the account routes read chains: Bitcoin and Polkadot networks (sign-in only) are
  // not theirs, so balances and history answer 'Chain is not supported' for them.
  const chains = rpcChains(config.chains)
  const now = options.now === undefined ? {} : { now: options.now }
  // The on-ramp's funder sends from its own address: its transfers show as on-ramp ones in history.
  const funder = config.onramp.funderPrivateKey
    ? privateKeyToAddress(config.onramp.funderPrivateKey)
    : undefined
  app.route(
    '/',
    createRpcRoutes({
      chains,
      logger,
      db,
      clientAddress: createClientAddress(config.trustProxy),
      ...now,
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
      prices,
      publicUrl: config.publicUrl,
      ...(options.balanceCacheMs === undefined ? {} : { balanceCacheMs: options.balanceCacheMs }),
      ...(options.balanceForceIntervalMs === undefined
        ? {}
        : { balanceForceIntervalMs: options.balanceForceIntervalMs }),
      ...now,
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
      chains: config.chains,
      names: config.names,
      clientIp: createClientAddress(config.trustProxy),
      ...now,
      prices,
      publicUrl: config.publicUrl,
      onramp: { funderPrivateKey: config.onramp.funderPrivateKey },
    }),
  )
}
