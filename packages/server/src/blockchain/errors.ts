import {
  chainNotSupportedApiError,
  chainUnavailableApiError,
  nameBadMessageApiError,
  nameBadSignatureApiError,
  nameInvalidApiError,
  nameNotFoundApiError,
  nameTakenApiError,
  onrampCheckoutNotFoundApiError,
  onrampNoFunderApiError,
  onrampOrderDoneApiError,
  onrampOrderNotFoundApiError,
  onrampRequestApiError,
  onrampSendFailedApiError,
  rateLimitedApiError,
  sessionBadSignatureApiError,
  sessionNotFoundApiError,
  siwxBadSignatureApiError,
  siwxDomainApiError,
  siwxExpiredApiError,
  siwxInvalidMessageApiError,
  siwxIssuedAtMissingApiError,
  siwxIssuedInFutureApiError,
  siwxIssuedTooLongAgoApiError,
  siwxNonceApiError,
  siwxNotYetValidApiError,
  siwxOriginApiError,
  siwxSchemeApiError,
  siwxTimeApiError,
  siwxTokenApiError,
  siwxUriApiError,
  swapRequestApiError,
  swapsNotSupportedApiError,
  swapWouldFailApiError,
} from '@foyer/protocol'
import { HttpError } from '../errors/http.js'
import type { MessageParameters } from '../messages.js'
import { t } from './messages.js'

/**
 * The blockchain API's client-facing failures. Each is an `HttpError` (status, stable `code`, catalog
 * message); the routes' error handler answers `{ message, code }`, and for the name routes also
 * `reasons: [{ description }]`, the shape the names client reads.
 */

/** The request names a network this server does not serve. */
export class ChainNotSupportedError extends HttpError {
  override name = 'ChainNotSupportedError'
  constructor({ chain }: { chain?: string } = {}) {
    super(t('chain.notSupported'), { code: chainNotSupportedApiError.code, status: 400, details: chain })
  }
}

/** The network is served but has no swap router deployed. */
export class SwapsNotSupportedError extends HttpError {
  override name = 'SwapsNotSupportedError'
  constructor({ chain }: { chain: string }) {
    super(t('chain.swapsNotSupported'), {
      code: swapsNotSupportedApiError.code,
      status: 400,
      details: chain,
    })
  }
}

/** The chain's JSON-RPC endpoint failed or timed out. */
export class ChainUnavailableError extends HttpError {
  override name = 'ChainUnavailableError'
  constructor({ chain, cause }: { chain: string; cause?: unknown }) {
    super(t('chain.unavailable', { chain }), { code: chainUnavailableApiError.code, status: 502, cause })
  }
}

type SwapReason = 'swap.sameToken' | 'swap.unknownToken' | 'swap.noRoute' | 'swap.nativeApproval'

/** A swap request that cannot be answered for these tokens (no route, unknown token…). */
export class SwapRequestError extends HttpError {
  override name = 'SwapRequestError'
  constructor({ reason, params }: { reason: SwapReason; params?: MessageParameters }) {
    super(t(reason, params), { code: swapRequestApiError.code, status: 400 })
  }
}

/** Simulating the built swap reverts (balance, allowance, liquidity); `reason` is the revert's name. */
export class SwapWouldFailError extends HttpError {
  override name = 'SwapWouldFailError'
  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(t('swap.wouldFail', { reason }), { code: swapWouldFailApiError.code, status: 400, cause })
  }
}

/** A failure of the name routes: answered with `reasons: [{ description }]` as well. */
export class NameRequestError extends HttpError {
  override name = 'NameRequestError'
}

/** The name breaks the rule: letters, digits and hyphens, at least 4 characters, then the suffix. */
export class InvalidNameError extends NameRequestError {
  override name = 'InvalidNameError'
  constructor({ name, suffix }: { name: string; suffix: string }) {
    super(t('name.invalid', { name, suffix }), { code: nameInvalidApiError.code, status: 400 })
  }
}

/** Someone holds the name already. */
export class NameTakenError extends NameRequestError {
  override name = 'NameTakenError'
  constructor({ name }: { name: string }) {
    super(t('name.taken', { name }), { code: nameTakenApiError.code, status: 409 })
  }
}

/** The signature was not made by `address` over `message`. */
export class NameSignatureError extends NameRequestError {
  override name = 'NameSignatureError'
  constructor() {
    super(t('name.badSignature'), { code: nameBadSignatureApiError.code, status: 400 })
  }
}

/** The signed message is not the JSON the registration needs, or disagrees with the request. */
export class NameMessageError extends NameRequestError {
  override name = 'NameMessageError'
  constructor({ message }: { message: string }) {
    super(message, { code: nameBadMessageApiError.code, status: 400 })
  }
}

/** The coin type is not an EVM chain this server serves. */
export class NameCoinTypeError extends NameRequestError {
  override name = 'NameCoinTypeError'
  constructor({ coinType }: { coinType: number }) {
    super(t('name.coinType', { coinType }), { code: chainNotSupportedApiError.code, status: 400 })
  }
}

/** No record for the name. */
export class NameNotFoundError extends NameRequestError {
  override name = 'NameNotFoundError'
  constructor({ name }: { name: string }) {
    super(t('name.notFound', { name }), { code: nameNotFoundApiError.code, status: 404 })
  }
}

/** Too many registrations from this address or IP within the window. */
export class NameRateLimitedError extends NameRequestError {
  override name = 'NameRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('name.rateLimited', { seconds: retryAfterSeconds }), {
      code: rateLimitedApiError.code,
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** Too many sign-in nonces for this client and project within the window. */
export class SiwxRateLimitedError extends HttpError {
  override name = 'SiwxRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('siwx.rateLimited', { seconds: retryAfterSeconds }), {
      code: rateLimitedApiError.code,
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** Too many on-ramp checkouts (POST /v1/generators/onrampurl) from one client address. */
export class OnrampRateLimitedError extends HttpError {
  override name = 'OnrampRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('onramp.rateLimited', { seconds: retryAfterSeconds }), {
      code: rateLimitedApiError.code,
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** No such session for the address. */
export class SessionNotFoundError extends HttpError {
  override name = 'SessionNotFoundError'
  constructor({ pci }: { pci: string }) {
    super(t('session.notFound', { pci }), { code: sessionNotFoundApiError.code, status: 404 })
  }
}

/** The revoke signature was not made by the session's address over its pci. */
export class SessionSignatureError extends HttpError {
  override name = 'SessionSignatureError'
  constructor() {
    super(t('session.badSignature'), { code: sessionBadSignatureApiError.code, status: 400 })
  }
}

type OnrampReason =
  | 'onramp.unknownCurrency'
  | 'onramp.unknownPaymentCurrency'
  | 'onramp.unknownProvider'
  | 'onramp.outOfLimits'
  | 'onramp.noPrice'
  | 'onramp.noDestination'
  | 'onramp.insufficientFunds'

/** An on-ramp quote or order request that cannot be served (currency, limits, destination). */
export class OnrampRequestError extends HttpError {
  override name = 'OnrampRequestError'
  constructor({ reason, params }: { reason: OnrampReason; params?: MessageParameters }) {
    super(t(reason, params), { code: onrampRequestApiError.code, status: 400 })
  }
}

/** The sandbox order does not exist. */
export class OnrampOrderNotFoundError extends HttpError {
  override name = 'OnrampOrderNotFoundError'
  constructor({ order }: { order: string }) {
    super(t('onramp.orderNotFound', { order }), { code: onrampOrderNotFoundApiError.code, status: 404 })
  }
}

/** No sandbox checkout holds this token: it was never issued by the URL generator. */
export class OnrampCheckoutNotFoundError extends HttpError {
  override name = 'OnrampCheckoutNotFoundError'
  constructor() {
    super(t('onramp.checkoutNotFound'), { code: onrampCheckoutNotFoundApiError.code, status: 404 })
  }
}

/** The sandbox order was completed (or is being completed) already. */
export class OnrampOrderDoneError extends HttpError {
  override name = 'OnrampOrderDoneError'
  constructor({ status }: { status: string }) {
    super(t('onramp.orderDone', { status }), { code: onrampOrderDoneApiError.code, status: 409 })
  }
}

/** No funded account is configured, so the sandbox cannot deliver. */
export class OnrampFunderMissingError extends HttpError {
  override name = 'OnrampFunderMissingError'
  constructor() {
    super(t('onramp.noFunder'), { code: onrampNoFunderApiError.code, status: 503 })
  }
}

/** Sending the purchased funds failed on chain. */
export class OnrampSendFailedError extends HttpError {
  override name = 'OnrampSendFailedError'
  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(t('onramp.sendFailed', { reason }), { code: onrampSendFailedApiError.code, status: 502, cause })
  }
}

/** Each sign-in failure's catalog key and the code its answer carries. */
export const siwxErrorCodes = {
  'siwx.invalidMessage': siwxInvalidMessageApiError.code,
  'siwx.nonce': siwxNonceApiError.code,
  'siwx.expired': siwxExpiredApiError.code,
  'siwx.notYetValid': siwxNotYetValidApiError.code,
  'siwx.badSignature': siwxBadSignatureApiError.code,
  'siwx.token': siwxTokenApiError.code,
  'siwx.domain': siwxDomainApiError.code,
  'siwx.uri': siwxUriApiError.code,
  'siwx.origin': siwxOriginApiError.code,
  'siwx.scheme': siwxSchemeApiError.code,
  'siwx.time': siwxTimeApiError.code,
  'siwx.issuedAtMissing': siwxIssuedAtMissingApiError.code,
  'siwx.issuedInFuture': siwxIssuedInFutureApiError.code,
  'siwx.issuedTooLongAgo': siwxIssuedTooLongAgoApiError.code,
} as const
export type SiwxReason = keyof typeof siwxErrorCodes

/** POST /v1/siwx/verify: the message, its nonce, its times or its signature do not hold (401 for the signature). */
export class SiwxRequestError extends HttpError {
  override name = 'SiwxRequestError'
  constructor({
    reason,
    status = 400,
    params,
    cause,
  }: {
    reason: SiwxReason
    status?: 400 | 401
    params?: MessageParameters
    cause?: unknown
  }) {
    super(t(reason, params), { code: siwxErrorCodes[reason], status, cause })
  }
}
