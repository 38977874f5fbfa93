import { chainNotSupportedApiError, swapsNotSupportedApiError } from '@foyer/protocol'
import { HttpError } from '../errors/http.js'
import { type MessageParameters, t } from './messages.js'

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
    super(t('chain.unavailable', { chain }), { code: 'CHAIN_UNAVAILABLE', status: 502, cause })
  }
}

type SwapReason = 'swap.sameToken' | 'swap.unknownToken' | 'swap.noRoute' | 'swap.nativeApproval'

/** A swap request that cannot be answered for these tokens (no route, unknown token…). */
export class SwapRequestError extends HttpError {
  override name = 'SwapRequestError'
  constructor({ reason, params }: { reason: SwapReason; params?: MessageParameters }) {
    super(t(reason, params), { code: 'SWAP_REQUEST', status: 400 })
  }
}

/** Simulating the built swap reverts (balance, allowance, liquidity); `reason` is the revert's name. */
export class SwapWouldFailError extends HttpError {
  override name = 'SwapWouldFailError'
  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(t('swap.wouldFail', { reason }), { code: 'SWAP_WOULD_FAIL', status: 400, cause })
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
    super(t('name.invalid', { name, suffix }), { code: 'NAME_INVALID', status: 400 })
  }
}

/** Someone holds the name already. */
export class NameTakenError extends NameRequestError {
  override name = 'NameTakenError'
  constructor({ name }: { name: string }) {
    super(t('name.taken', { name }), { code: 'NAME_TAKEN', status: 409 })
  }
}

/** The signature was not made by `address` over `message`. */
export class NameSignatureError extends NameRequestError {
  override name = 'NameSignatureError'
  constructor() {
    super(t('name.badSignature'), { code: 'NAME_BAD_SIGNATURE', status: 400 })
  }
}

/** The signed message is not the JSON the registration needs, or disagrees with the request. */
export class NameMessageError extends NameRequestError {
  override name = 'NameMessageError'
  constructor({ message }: { message: string }) {
    super(message, { code: 'NAME_BAD_MESSAGE', status: 400 })
  }
}

/** The coin type is not an EVM chain this server serves. */
export class NameCoinTypeError extends NameRequestError {
  override name = 'NameCoinTypeError'
  constructor({ coinType }: { coinType: number }) {
    super(t('name.coinType', { coinType }), { code: 'CHAIN_NOT_SUPPORTED', status: 400 })
  }
}

/** No record for the name. */
export class NameNotFoundError extends NameRequestError {
  override name = 'NameNotFoundError'
  constructor({ name }: { name: string }) {
    super(t('name.notFound', { name }), { code: 'NAME_NOT_FOUND', status: 404 })
  }
}

/** Too many registrations from this address or IP within the window. */
export class NameRateLimitedError extends NameRequestError {
  override name = 'NameRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('name.rateLimited', { seconds: retryAfterSeconds }), {
      code: 'RATE_LIMITED',
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
      code: 'RATE_LIMITED',
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
      code: 'RATE_LIMITED',
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** No such session for the address. */
export class SessionNotFoundError extends HttpError {
  override name = 'SessionNotFoundError'
  constructor({ pci }: { pci: string }) {
    super(t('session.notFound', { pci }), { code: 'SESSION_NOT_FOUND', status: 404 })
  }
}

/** The revoke signature was not made by the session's address over its pci. */
export class SessionSignatureError extends HttpError {
  override name = 'SessionSignatureError'
  constructor() {
    super(t('session.badSignature'), { code: 'SESSION_BAD_SIGNATURE', status: 400 })
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
    super(t(reason, params), { code: 'ONRAMP_REQUEST', status: 400 })
  }
}

/** The sandbox order does not exist. */
export class OnrampOrderNotFoundError extends HttpError {
  override name = 'OnrampOrderNotFoundError'
  constructor({ order }: { order: string }) {
    super(t('onramp.orderNotFound', { order }), { code: 'ONRAMP_ORDER_NOT_FOUND', status: 404 })
  }
}

/** No sandbox checkout holds this token: it was never issued by the URL generator. */
export class OnrampCheckoutNotFoundError extends HttpError {
  override name = 'OnrampCheckoutNotFoundError'
  constructor() {
    super(t('onramp.checkoutNotFound'), { code: 'ONRAMP_CHECKOUT_NOT_FOUND', status: 404 })
  }
}

/** The sandbox order was completed (or is being completed) already. */
export class OnrampOrderDoneError extends HttpError {
  override name = 'OnrampOrderDoneError'
  constructor({ status }: { status: string }) {
    super(t('onramp.orderDone', { status }), { code: 'ONRAMP_ORDER_DONE', status: 409 })
  }
}

/** No funded account is configured, so the sandbox cannot deliver. */
export class OnrampFunderMissingError extends HttpError {
  override name = 'OnrampFunderMissingError'
  constructor() {
    super(t('onramp.noFunder'), { code: 'ONRAMP_NO_FUNDER', status: 503 })
  }
}

/** Sending the purchased funds failed on chain. */
export class OnrampSendFailedError extends HttpError {
  override name = 'OnrampSendFailedError'
  constructor({ reason, cause }: { reason: string; cause?: unknown }) {
    super(t('onramp.sendFailed', { reason }), { code: 'ONRAMP_SEND_FAILED', status: 502, cause })
  }
}

/** POST /v1/siwx/verify: the message, its nonce, its times or its signature do not hold (401 for the signature). */
export class SiwxRequestError extends HttpError {
  override name = 'SiwxRequestError'
  constructor({
    reason,
    status = 400,
    params,
    cause,
  }: {
    reason:
      | 'siwx.invalidMessage'
      | 'siwx.nonce'
      | 'siwx.expired'
      | 'siwx.notYetValid'
      | 'siwx.badSignature'
      | 'siwx.token'
      | 'siwx.domain'
      | 'siwx.uri'
      | 'siwx.origin'
      | 'siwx.scheme'
      | 'siwx.time'
      | 'siwx.issuedAtMissing'
      | 'siwx.issuedInFuture'
      | 'siwx.issuedTooLongAgo'
    status?: 400 | 401
    params?: MessageParameters
    cause?: unknown
  }) {
    super(t(reason, params), { code: `SIWX_${reason.slice(5).toUpperCase()}`, status, cause })
  }
}
