import * as z from 'zod/mini'
import { defineSchema } from '../defineSchema.js'

/**
 * One route of the Foyer server's HTTP API as the wire contract names it: its method and path (Hono's
 * syntax: `:name` segments, a trailing `*`), and the protocol schemas of what goes in and what comes
 * out. The server validates requests and types answers with them; the clients parse answers with them.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ALL'
  path: string
  /** The path's `:name` segments, when it has any. */
  params?: z.core.$ZodType
  /** The query string of a POST or PUT that reads one besides its body. */
  query?: z.core.$ZodType
  /** The query string (GET, DELETE) or the JSON body (POST, PUT). */
  request: z.core.$ZodType
  /** The answer's body when the request succeeds (a failure answers `errorBodySchema`). */
  answer: z.core.$ZodType
}

/**
 * What the server may put in an answer that `schema` describes (its input type): the server types what
 * it sends with it (`c.json({ nonce } satisfies WireAnswer<typeof siwxNonceAnswerSchema>)`).
 */
export type WireAnswer<S extends z.core.$ZodType> = z.input<S>

/** A route that reads nothing from the query string or the body. */
export const emptyRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({}))

/** A 204: no body. */
export const noContentAnswerSchema = /* @__PURE__ */ defineSchema(() => z.undefined())

/** An answer that is not JSON (an image, a page): the bytes as they come. */
export const bytesAnswerSchema = /* @__PURE__ */ defineSchema(() => z.custom<ArrayBuffer>())

/**
 * The failure body of every route: the catalog text and its stable code, with `retryAfter` (seconds)
 * and `triesLeft` where they apply.
 */
export const errorBodySchema = /* @__PURE__ */ defineSchema(() =>
  z.looseObject({
    code: z.string(),
    message: z.optional(z.string()),
    retryAfter: z.optional(z.number()),
    triesLeft: z.optional(z.number()),
  }),
)
export type ErrorBody = z.output<typeof errorBodySchema>

/**
 * Names a route of the API (identity: it types the entry of the registry).
 *
 * @example
 * const nonce = defineRoute({ method: 'GET', path: '/v1/siwx/nonce', request: emptyRequestSchema, answer: siwxNonceAnswerSchema })
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const T extends ApiRoute>(route: T): T {
  return route
}
