import { internalApiError } from '@foyer/protocol'
import type { Context } from 'hono'
import { HttpError } from '../../errors/http.js'
import type { Logger } from '../../logger.js'
import { t } from '../../messages.js'
import { NameRequestError } from '../errors.js'

/**
 * The blockchain routes' error handler: an `HttpError` answers its status with `{ message, code }`
 * (and its headers); a name-route error adds `reasons: [{ description }]`, the shape the names client
 * reads first (for every error of the /v1/profile routes, validation included). Anything else is a fault of the server: logged, answered 500 without details.
 *
 * @example
 * app.onError((error, c) => handleBlockchainError(error, c, logger))
 */
export function handleBlockchainError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    const withReasons = error instanceof NameRequestError || c.req.path.startsWith('/v1/profile/')
    const body = withReasons
      ? { message: error.shortMessage, code: error.code, reasons: [{ description: error.shortMessage }] }
      : { message: error.shortMessage, code: error.code }
    return c.json(body, error.status)
  }
  logger.error(t('server.requestFailed', { method: c.req.method, path: c.req.path }), { error })
  return c.json({ message: t('http.internal'), code: internalApiError.code }, 500)
}
