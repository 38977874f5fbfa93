import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { PayloadTooLargeError } from '../errors/http.js'

/**
 * Refuses bodies above `maxBytes` with a 413 `{ message }`, counting streamed bytes too (a missing or
 * false Content-Length does not get around it).
 *
 * @example
 * app.post('/e', limitBody(64 * 1024), handler)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new PayloadTooLargeError({ limit: maxBytes })
    },
  })
}
