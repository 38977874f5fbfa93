import type { Context } from 'hono'
import { InvalidJsonError, PayloadTooLargeError } from '../../errors/http.js'

const DEFAULT_LIMIT = 64 * 1024

/**
 * Reads a request's JSON body: more than `limit` bytes → 413, not JSON → 400 'Request body must be
 * valid JSON'. The result is unknown until a schema has checked it.
 *
 * @example
 * const body = parseInput(bodySchema, await readJsonBody(c))
 */
export async function readJsonBody(c: Context, limit = DEFAULT_LIMIT): Promise<unknown> {
  const declared = Number(c.req.header('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError({ limit })
  const text = await c.req.text()
  if (Buffer.byteLength(text) > limit) throw new PayloadTooLargeError({ limit })
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new InvalidJsonError({ cause })
  }
}
