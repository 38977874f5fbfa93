import {
  caipNetworkIdSchema,
  evmAddressSchema,
  identityQuerySchema,
  lookupNameSchema,
  nameLabelSchema,
  nameSuggestionsQuerySchema,
  profileAccountQuerySchema,
  profileReverseQuerySchema,
  registerNameRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError, NameNotFoundError } from '../errors.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import type { ClientIpResolver } from '../types.js'
import type { NameStore } from './createNameStore.js'
import { registerName } from './registerName.js'
import { suggestNames } from './suggestNames.js'

export interface CreateNameRoutesParameters {
  store: NameStore
  /** Registrations per address and per IP, counted once the signature is verified. */
  limiter: RateLimiter
  /** Registration attempts per IP, counted before the signature is checked (its cost is bounded). */
  attempts: RateLimiter
  chains: ChainRegistry
  suffix: string
  zone: string
  clientIp: ClientIpResolver
  now: () => number
  /** The server's public base URL (its own images may be avatars); the request's origin when absent. */
  publicUrl?: string | undefined
}

/**
 * The name-registry routes: identity (primary name and avatar of an address), account (resolve a
 * name), reverse (names of an address), suggestions and registration (POST, signed by the address).
 *
 * @example
 * app.route('/', createNameRoutes({ store, limiter, attempts, chains, suffix: '.reown.id', zone: 'reown.id', clientIp, now }))
 */
export function createNameRoutes(parameters: CreateNameRoutesParameters): Hono {
  const { store, chains, suffix, zone } = parameters
  const app = new Hono()
  const suggestionsQuery = nameSuggestionsQuerySchema(zone)

  app.get('/v1/identity/:address', async (c) => {
    const query = c.req.query()
    if (query.chainId !== undefined) {
      const chainId = parseInput(caipNetworkIdSchema, query.chainId)
      if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    }
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    parseInput(identityQuerySchema.shape.sender, query.sender, ['sender'])
    const [primary] = await store.findByAddress(address)
    return c.json({ name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null })
  })

  app.get('/v1/profile/account/:name', async (c) => {
    parseInput(profileAccountQuerySchema, c.req.query())
    const name = parseInput(lookupNameSchema, c.req.param('name'))
    const record = await store.find(name)
    if (!record) throw new NameNotFoundError({ name })
    return c.json(record)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    parseInput(profileReverseQuerySchema, c.req.query())
    return c.json(await store.findByAddress(address))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    parseInput(suggestionsQuery, c.req.query())
    const typed = c.req.param('name').trim().toLowerCase()
    const label = typed.endsWith(suffix) ? typed.slice(0, -suffix.length) : typed
    parseInput(nameLabelSchema, label)
    return c.json({ suggestions: await suggestNames({ label, suffix, store }) })
  })

  app.post('/v1/profile/account', async (c) => {
    const body = parseInput(registerNameRequestSchema, await readJsonBody(c))
    const record = await registerName(
      { ...parameters, suffix },
      {
        coinType: body.coin_type,
        address: body.address,
        message: body.message,
        signature: body.signature,
        ip: parameters.clientIp({ header: (name) => c.req.header(name), env: c.env }),
        ownOrigin: new URL(parameters.publicUrl ?? c.req.url).origin,
      },
    )
    return c.json(record, 201)
  })

  return app
}
