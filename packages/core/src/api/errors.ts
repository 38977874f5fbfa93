import {
  chainNotSupportedApiError,
  invalidKeyApiError,
  originNotAllowedApiError,
  siwxIssuedInFutureApiError,
} from '@foyer/protocol'
import { FoyerError } from '../kernel/errors/base.js'
import type { ErrorParameters } from '../kernel/errors/connection.js'
import { t } from '../kernel/messages/t.js'

export interface HttpErrorParameters extends ErrorParameters {
  status: number
  /** The server's `message` (or the first `reasons[].description`) when the answer was JSON. */
  serverMessage?: string
  /** The parsed JSON answer, when there was one. */
  body?: unknown
}

/** Any non-OK answer from the Foyer server: 'HTTP status code: {status}' (spec section 7). */
export class HttpError extends FoyerError {
  override name = 'HttpError'
  readonly status: number
  readonly serverMessage: string | undefined
  readonly body: unknown
  constructor(parameters: HttpErrorParameters, code = 'HTTP_ERROR') {
    super(t('error.http.status', { status: parameters.status }), {
      code,
      details: parameters.details ?? parameters.serverMessage,
      cause: parameters.cause,
    })
    this.status = parameters.status
    this.serverMessage = parameters.serverMessage
    this.body = parameters.body
  }
}

/** The server refused the page's origin: 'Unauthorized: origin not allowed'. */
export class OriginNotAllowedError extends HttpError {
  override name = 'OriginNotAllowedError'
  static readonly serverCodes: readonly string[] = [originNotAllowedApiError.code]
  static readonly serverMessage = originNotAllowedApiError.message
  constructor(parameters: HttpErrorParameters) {
    super(parameters, originNotAllowedApiError.code)
  }
}

/**
 * The server saw a session from the future: the device's clock runs ahead of the server's. The Foyer
 * server says so for a sign-in message issued in the future (SIWX_ISSUEDINFUTURE); a server of the
 * spec's says 'JWT validation error: JWT Token is not yet valid' (spec section 8).
 */
export class SessionExpiredError extends HttpError {
  override name = 'SessionExpiredError'
  static readonly serverCodes: readonly string[] = [siwxIssuedInFutureApiError.code]
  static readonly serverMessage = 'JWT validation error: JWT Token is not yet valid'
  constructor(parameters: HttpErrorParameters) {
    super(parameters, 'SESSION_EXPIRED')
  }
}

/** The server does not know the projectId: 'Unauthorized: invalid key'. */
export class InvalidProjectIdError extends HttpError {
  override name = 'InvalidProjectIdError'
  static readonly serverCodes: readonly string[] = [invalidKeyApiError.code]
  static readonly serverMessage = invalidKeyApiError.message
  constructor(parameters: HttpErrorParameters) {
    super(parameters, 'INVALID_PROJECT_ID')
  }
}

/** The request never got an answer (connection refused, DNS, CORS, abort). */
export class NetworkRequestError extends FoyerError {
  override name = 'NetworkRequestError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.http.network'), { ...parameters, code: 'NETWORK_ERROR' })
  }
}

/** The server answered OK with something that is not the documented shape (or not JSON). */
export class InvalidResponseError extends FoyerError {
  override name = 'InvalidResponseError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.http.invalidResponse'), { ...parameters, code: 'INVALID_RESPONSE' })
  }
}

/**
 * The active network is not among the Foyer server's supported chains (spec section 8). Not to be
 * confused with UnsupportedChainError: the wallet on a chain the host site did not request.
 */
export class ServerChainNotSupportedError extends FoyerError {
  override name = 'ServerChainNotSupportedError'
  readonly caipNetworkId: string | undefined
  constructor({ caipNetworkId, cause }: { caipNetworkId: string | undefined; cause?: unknown }) {
    super(t('error.chainNotSupported'), {
      code: chainNotSupportedApiError.code,
      details: t('error.chainNotSupportedDetails', { caipNetworkId: caipNetworkId ?? 'none' }),
      cause,
    })
    this.caipNetworkId = caipNetworkId
  }
}
