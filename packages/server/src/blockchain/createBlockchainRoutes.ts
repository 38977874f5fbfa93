import type { supportedChainsSchema, WireAnswer } from '@foyer/protocol'
import { Hono } from 'hono'
import { isSignInOnlyNetwork } from '../config/signInOnlyChains.js'
import { createClientAddress } from '../http/clientAddress.js'
import { createConsoleLogger } from '../logger.js'
import { createConvertRoutes } from './convert/createConvertRoutes.js'
import { createNameRoutes } from './names/createNameRoutes.js'
import { createNameStore } from './names/createNameStore.js'
import { createOnrampFunder } from './onramp/createOnrampFunder.js'
import { createOnrampRoutes } from './onramp/createOnrampRoutes.js'
import { createOrderStore } from './onramp/createOrderStore.js'
import { createSessionRoutes } from './sessions/createSessionRoutes.js'
import { createSessionStore } from './sessions/createSessionStore.js'
import { createChainRegistry } from './shared/createChainRegistry.js'
import { createRateLimiter } from './shared/createRateLimiter.js'
import { handleBlockchainError } from './shared/handleBlockchainError.js'
import { createSiwxRoutes } from './siwx/createSiwxRoutes.js'
import type { CreateBlockchainRoutesParameters } from './types.js'

const DEFAULT_NAMES = Object.freeze({ suffix: '.reown.id', zone: 'reown.id' })
const DEFAULT_NAME_RATE_LIMIT = Object.freeze({ limit: 5, windowSeconds: 60 })
const DEFAULT_NAME_ATTEMPT_RATE_LIMIT = Object.freeze({ limit: 30, windowSeconds: 60 })
/** Sign-in nonces per client address and project: each is a database row until it expires. */
const DEFAULT_SIWX_NONCE_RATE_LIMIT = Object.freeze({ limit: 60, windowSeconds: 60 })
const DEFAULT_ONRAMP_URL_RATE_LIMIT = Object.freeze({ limit: 30, windowSeconds: 600 })

/**
 * The blockchain API of spec section 7 apart from account history, balance and fungible price:
 * supported-chains, identity, the name registry (profile account / reverse / suggestions and
 * registration), swaps (convert tokens, quotes, allowance, gas-price, build-approve,
 * build-transaction) from the chains' real pools, the on-ramp (options, quote, URL generator and the
 * sandbox checkout it points to) and smart sessions. Mount it after the project guard; the sandbox
 * pages (`isBlockchainPublicRequest`) are meant to skip the guard's origin check.
 *
 * @example
 * app.route('/', createBlockchainRoutes({ db, chains, names: config.names, prices, publicUrl: 'http://127.0.0.1:8787' }))
 */
export function createBlockchainRoutes(parameters: CreateBlockchainRoutesParameters): Hono {
  const {
    db,
    names = DEFAULT_NAMES,
    prices,
    onramp,
    nameRateLimit = DEFAULT_NAME_RATE_LIMIT,
    nameAttemptRateLimit = DEFAULT_NAME_ATTEMPT_RATE_LIMIT,
    clientIp = createClientAddress(),
    now = Date.now,
    logger = createConsoleLogger(),
  } = parameters
  const publicUrl = parameters.publicUrl?.replace(/\/+$/, '')
  const chains = createChainRegistry(parameters.chains)
  const app = new Hono()
  app.onError((error, c) => handleBlockchainError(error, c, logger))

  app.get('/v1/supported-chains', (c) =>
    c.json({
      // Bitcoin and Polkadot networks are served for sign-in only: no balances or history to ask for.
      http: chains.list
        .map((chain) => chain.caipNetworkId)
        .filter((caipNetworkId) => !isSignInOnlyNetwork(caipNetworkId)),
      ws: [],
    } satisfies WireAnswer<typeof supportedChainsSchema>),
  )
  app.route(
    '/',
    createNameRoutes({
      store: createNameStore(db),
      limiter: createRateLimiter({ db, ...nameRateLimit, now }),
      attempts: createRateLimiter({ db, ...nameAttemptRateLimit, now }),
      chains,
      suffix: names.suffix,
      zone: names.zone,
      clientIp,
      now,
      publicUrl,
    }),
  )
  app.route('/', createConvertRoutes({ chains, publicUrl, now }))
  app.route(
    '/',
    createOnrampRoutes({
      chains,
      prices,
      orders: createOrderStore(db),
      funder: onramp?.funderPrivateKey ? createOnrampFunder(onramp.funderPrivateKey) : undefined,
      publicUrl,
      logger,
      urlLimiter: createRateLimiter({
        db,
        ...(parameters.onrampUrlRateLimit ?? DEFAULT_ONRAMP_URL_RATE_LIMIT),
        now,
      }),
      clientIp,
    }),
  )
  app.route('/', createSessionRoutes({ store: createSessionStore(db), chains }))
  app.route(
    '/',
    createSiwxRoutes({
      db,
      chains,
      now,
      nonceLimiter: createRateLimiter({
        db,
        ...(parameters.siwxNonceRateLimit ?? DEFAULT_SIWX_NONCE_RATE_LIMIT),
        now,
      }),
      clientIp,
    }),
  )
  return app
}
