import type { Context } from 'hono'
import { createErrorHandler } from '../http/createErrorHandler.js'
import type { Logger } from '../logger.js'
import { t } from '../messages.js'
import { AuthRequestError } from './errors.js'

/**
 * The /auth/v1 routes' error handler: an `AuthRequestError` answers its status with
 * `{ message, code, ...fields }` (`retryAfter`, `triesLeft`) and its headers, and is logged when it is a
 * 5xx (mail not sent); anything else goes to the server's own handler (`{ message, code }` for client
 * errors, a logged generic 500 otherwise).
 *
 * @example
 * app.onError(handleAuthError(logger))
 */
export function handleAuthError(logger: Logger): (error: Error, c: Context) => Response | Promise<Response> {
  const fallback = createErrorHandler(logger)
  return (error, c) => {
    if (!(error instanceof AuthRequestError)) return fallback(error, c)
    // A failure of the server's side (the SMTP server is down): the operator needs to know.
    if (error.status >= 500)
      logger.error(t('server.requestFailed', { method: c.req.method, path: c.req.path }), { error })
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json({ message: error.shortMessage, code: error.code, ...error.fields }, error.status)
  }
}
