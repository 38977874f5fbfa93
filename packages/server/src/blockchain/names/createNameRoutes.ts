import { Hono } from 'hono'
import { z } from 'zod'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError, NameNotFoundError } from '../errors.js'
import { t } from '../messages.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { caipNetworkIdSchema, evmAddressSchema, signatureSchema } from '../shared/schemas.js'
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

const apiVersionSchema = z.enum(['2'], { error: 'must be 2' }).optional()
/** What a resolver may be asked: an ENS-like dotted name. Only registered names resolve. */
const lookupNameSchema = z
  .string()
  .max(320)
  .regex(/^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/, 'must be a name such as alice.reown.id')
  .transform((name) => name.toLowerCase())

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

  app.get('/v1/identity/:address', async (c) => {
    const query = c.req.query()
    if (query.chainId !== undefined) {
      const chainId = parseInput(caipNetworkIdSchema, query.chainId)
      if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    }
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    parseInput(z.object({ sender: evmAddressSchema.optional() }), query)
    const [primary] = await store.findByAddress(address)
    return c.json({ name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null })
  })

  app.get('/v1/profile/account/:name', async (c) => {
    parseInput(z.object({ apiVersion: apiVersionSchema }), c.req.query())
    const name = parseInput(lookupNameSchema, c.req.param('name'))
    const record = await store.find(name)
    if (!record) throw new NameNotFoundError({ name })
    return c.json(record)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    parseInput(z.object({ sender: evmAddressSchema.optional(), apiVersion: apiVersionSchema }), c.req.query())
    return c.json(await store.findByAddress(address))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    parseInput(
      z.object({ zone: z.literal(zone, { error: t('param.zone', { zone }) }).optional() }),
      c.req.query(),
    )
    const typed = c.req.param('name').trim().toLowerCase()
    const label = typed.endsWith(suffix) ? typed.slice(0, -suffix.length) : typed
    parseInput(
      z
        .string()
        .min(1)
        .max(63)
        .regex(/^[a-z0-9-]+$/, t('param.nameChars')),
      label,
    )
    return c.json({ suggestions: await suggestNames({ label, suffix, store }) })
  })

  app.post('/v1/profile/account', async (c) => {
    const body = parseInput(
      z.object({
        coin_type: z.number().int().nonnegative(),
        address: evmAddressSchema,
        message: z.string().min(2).max(4096),
        signature: signatureSchema,
      }),
      await readJsonBody(c),
    )
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
