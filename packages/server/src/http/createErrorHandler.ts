import { httpApiError, internalApiError } from '@foyer/protocol'
import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { HttpError, ValidationError } from '../errors/http.js'
import type { Logger } from '../logger.js'
import { t } from '../messages.js'

/**
 * The server's one `onError`: typed errors (`HttpError`) answer with their status,
 * `{ message, code }` and headers (a 5xx among them logged as a warning); a stray zod error is a 400 with its first issue; anything else is
 * logged and answered with a generic 500 — never a stack.
 *
 * @example
 * app.onError(createErrorHandler(logger))
 */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const known = toHttpError(error)
    if (known) {
      // A 5xx the server knows (the database unavailable…) is the operator's to see, not a bug's trace.
      if (known.status >= 500)
        logger.warn(t('server.requestFailed', { method: c.req.method, path: c.req.path }), { error })
      for (const [name, value] of Object.entries(known.headers)) c.header(name, value)
      return c.json({ message: known.shortMessage, code: known.code }, known.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || t('http.internal'), code: httpApiError.code }, error.status)
    }
    logger.error(t('server.requestFailed', { method: c.req.method, path: c.req.path }), { error })
    return c.json({ message: t('http.internal'), code: internalApiError.code }, 500)
  }
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  if (error instanceof ZodError) {
    const issue = error.issues[0]
    return new ValidationError({
      path: issue?.path ?? [],
      message: issue?.message ?? 'Invalid input',
      cause: error,
    })
  }
  return undefined
}
