import { z } from 'zod'
import { ValidationError } from '../errors/http.js'

/**
 * Validates `input` (a query, a path parameter or a body) with `schema` (zod or zod/mini: the
 * `@foyer/protocol` schemas of the wire); the first issue becomes a
 * 400 `ValidationError` whose message starts with the parameter's name ('address: Invalid address…').
 *
 * @example
 * const address = parseInput(evmAddressSchema, c.req.param('address'), ['address'])
 */
export function parseInput<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  path: readonly PropertyKey[] = [],
): z.output<T> {
  const result = z.safeParse(schema, input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new ValidationError({
    path: [...path, ...(issue?.path ?? [])],
    message: issue?.message ?? 'Invalid input',
    cause: result.error,
  })
}
