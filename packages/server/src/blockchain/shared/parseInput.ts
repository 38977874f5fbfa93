import type { z } from 'zod'
import { ValidationError } from '../../errors/http.js'

/**
 * Validates `input` (a query, path parameters or a JSON body) with `schema`; the first issue becomes
 * a 400 `ValidationError` whose message names the parameter ('amount: must be a positive integer…').
 *
 * @example
 * const { chainId } = parseInput(z.object({ chainId: caipNetworkIdSchema }), c.req.query())
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new ValidationError({
    path: issue?.path ?? [],
    message: issue?.message ?? 'Invalid input',
    cause: result.error,
  })
}
