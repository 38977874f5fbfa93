import {
  type ApiErrorCode,
  analyticsDisabledApiError,
  analyticsQueueFullApiError,
  FoyerError,
  invalidJsonApiError,
  invalidKeyApiError,
  invalidParameterApiError,
  missingParametersApiError,
  notFoundApiError,
  originNotAllowedApiError,
  payloadTooLargeApiError,
  readTokenApiError,
  validationApiError,
} from '@foyer/protocol'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { t } from '../messages.js'

/** What a caller may pass to a server error: the lower-level reason and/or error. */
export interface ErrorParameters {
  details?: string
  cause?: unknown
}

interface HttpErrorParameters extends ErrorParameters {
  /** One of @foyer/protocol's API error codes: the only codes an answer may carry. */
  code: ApiErrorCode
  status: ContentfulStatusCode
  headers?: Record<string, string>
}

/**
 * An error that answers a request: the error handler sends `status` with `{ message: shortMessage, code }`
 * and `headers`. Subclasses below are the server's whole list of client-facing failures.
 */
export class HttpError extends FoyerError {
  override name = 'HttpError'
  readonly status: ContentfulStatusCode
  readonly headers: Record<string, string>

  constructor(message: string, { status, headers = {}, ...parameters }: HttpErrorParameters) {
    super(message, parameters)
    this.status = status
    this.headers = headers
  }
}

/** One or more of projectId, st, sv is missing from the query string. */
export class MissingParametersError extends HttpError {
  override name = 'MissingParametersError'
  constructor({ names }: { names: string[] }) {
    super(t('auth.missingParameters', { names: names.join(', ') }), {
      code: missingParametersApiError.code,
      status: 400,
    })
  }
}

/** A query parameter is present but malformed. */
export class InvalidParameterError extends HttpError {
  override name = 'InvalidParameterError'
  constructor({ name, reason }: { name: string; reason: string }) {
    super(t('auth.invalidParameter', { name, reason }), { code: invalidParameterApiError.code, status: 400 })
  }
}

/** The projectId is not a configured project. The text is the one clients map to an alert. */
export class InvalidKeyError extends HttpError {
  override name = 'InvalidKeyError'
  constructor() {
    super(t('auth.invalidKey'), { code: invalidKeyApiError.code, status: 401 })
  }
}

/** A browser Origin that the project's allowlist does not hold. */
export class OriginNotAllowedError extends HttpError {
  override name = 'OriginNotAllowedError'
  constructor({ origin }: { origin: string }) {
    super(t('auth.originNotAllowed'), { code: originNotAllowedApiError.code, status: 403, details: origin })
  }
}

/** The body is not JSON. */
export class InvalidJsonError extends HttpError {
  override name = 'InvalidJsonError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('http.invalidJson'), { ...parameters, code: invalidJsonApiError.code, status: 400 })
  }
}

/**
 * The body is larger than the route accepts. The answer closes the connection: the rest of the body
 * is not read, so the socket cannot carry a next request (a keep-alive client would reuse a socket the
 * server is about to drop).
 */
export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError'
  constructor({ limit }: { limit: number }) {
    super(t('http.payloadTooLarge', { limit }), {
      code: payloadTooLargeApiError.code,
      status: 413,
      headers: { Connection: 'close' },
    })
  }
}

/** A parameter or body failed its zod schema; the message is the first issue's, prefixed by its path. */
export class ValidationError extends HttpError {
  override name = 'ValidationError'
  constructor({
    path,
    message,
    cause,
  }: { path: ReadonlyArray<PropertyKey>; message: string; cause?: unknown }) {
    const prefix = path.length > 0 ? `${path.map(String).join('.')}: ` : ''
    super(t('http.validation', { path: prefix, message }), {
      code: validationApiError.code,
      status: 400,
      cause,
    })
  }
}

/** No route matches. */
export class NotFoundError extends HttpError {
  override name = 'NotFoundError'
  constructor() {
    super(t('http.notFound'), { code: notFoundApiError.code, status: 404 })
  }
}

/** The analytics queue holds its maximum; the client may retry after `retryAfterSeconds`. */
export class AnalyticsQueueFullError extends HttpError {
  override name = 'AnalyticsQueueFullError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('analytics.queueFull'), {
      code: analyticsQueueFullApiError.code,
      status: 503,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** The server config turns analytics off, so POST /e does not exist. */
export class AnalyticsDisabledError extends HttpError {
  override name = 'AnalyticsDisabledError'
  constructor() {
    super(t('analytics.disabled'), { code: analyticsDisabledApiError.code, status: 404 })
  }
}

/** GET /v1/analytics/events without the configured read token. */
export class ReadTokenError extends HttpError {
  override name = 'ReadTokenError'
  constructor() {
    super(t('auth.readToken'), { code: readTokenApiError.code, status: 401 })
  }
}
