import type { Context } from 'hono'
import type { z } from 'zod'
import { InvalidJsonError, type ValidationError } from '../errors/http.js'
import { parseInput } from './parseInput.js'

export type ParseJsonBodyErrorType = InvalidJsonError | ValidationError

/**
 * Reads a request body as JSON and validates it: 400 when it is not JSON, 400 with the first issue's
 * message (prefixed by its path) when it does not match `schema`. Pair it with `limitBody` on the route.
 *
 * @example
 * const event = await parseJsonBody(c, analyticsEventSchema)
 */
export async function parseJsonBody<T extends z.core.$ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidJsonError({ cause })
  }
  return parseInput(schema, json)
}
