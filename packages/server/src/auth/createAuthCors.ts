import type { MiddlewareHandler } from 'hono'
import { OriginNotAllowedError } from '../errors/http.js'
import { DEVICE_HEADER, HOST_ORIGIN_HEADER, PROJECT_HEADER } from './constants.js'

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE'
const ALLOWED_HEADERS = `Authorization, Content-Type, ${DEVICE_HEADER}, ${PROJECT_HEADER}, ${HOST_ORIGIN_HEADER}`
const PREFLIGHT_MAX_AGE = '600'

/**
 * The CORS rule of the /auth/v1 routes: only the login frame's origins (`frameOrigins`) may call them.
 * A browser request from any other origin (`null` included) is refused with 403 before the route runs,
 * and the refusal carries no `Access-Control-Allow-Origin`, so that page cannot even read it. A request
 * without `Origin` (a server, a script) passes. Every answer varies on `Origin`.
 *
 * @example
 * app.use('*', createAuthCors(['https://login.example.com']))
 */
export function createAuthCors(frameOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(frameOrigins)
  return async (c, next) => {
    const origin = c.req.header('origin')
    c.header('Vary', 'Origin', { append: true })
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw new OriginNotAllowedError({ origin })
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Expose-Headers', 'Retry-After')
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      c.header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
      return c.body(null, 204)
    }
    await next()
  }
}
