import {
  type ApiErrorCode,
  deviceMismatchApiError,
  deviceNotVerifiedApiError,
  emailNotSetApiError,
  emailSendFailedApiError,
  emailTakenApiError,
  emailThrottledApiError,
  emailUnchangedApiError,
  originNotInProjectApiError,
  otpExpiredApiError,
  otpInvalidApiError,
  otpLockedApiError,
  otpMissingApiError,
  projectUnknownApiError,
  rateLimitedApiError,
  scopeMissingApiError,
  sessionInvalidApiError,
  socialAccessDeniedApiError,
  socialLoginPendingApiError,
  socialProviderErrorApiError,
  socialProviderUnavailableApiError,
  socialProviderUnknownApiError,
  socialStateExpiredApiError,
  socialStateInvalidApiError,
  socialTokenInvalidApiError,
  tooManyGuessesApiError,
  walletExistsApiError,
  walletNotFoundApiError,
} from '@foyer/protocol'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HttpError } from '../errors/http.js'
import { type AuthMessageKey, t } from './messages.js'

/**
 * The email-login API's client-facing failures. Each is an `HttpError` (status, stable `code`, catalog
 * message); `fields` are extra members of the answer's body (`retryAfter`, `triesLeft`), which the
 * auth routes' error handler adds to `{ message, code }`.
 */
export class AuthRequestError extends HttpError {
  override name = 'AuthRequestError'
  readonly fields: Readonly<Record<string, string | number>>

  constructor(
    message: string,
    {
      code,
      status,
      fields = {},
      headers,
      cause,
    }: {
      code: ApiErrorCode
      status: ContentfulStatusCode
      fields?: Record<string, string | number>
      headers?: Record<string, string>
      cause?: unknown
    },
  ) {
    super(message, { code, status, cause, ...(headers ? { headers } : {}) })
    this.fields = fields
  }
}

/** A second mail to the same address within the 30-second resend throttle (spec section 9). */
export class EmailThrottledError extends AuthRequestError {
  override name = 'EmailThrottledError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('email.throttled', { seconds: retryAfterSeconds }), {
      code: emailThrottledApiError.code,
      status: 429,
      fields: { retryAfter: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** Too many code requests from one client address within the hour. */
export class EmailRateLimitedError extends AuthRequestError {
  override name = 'EmailRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('email.rateLimited', { seconds: retryAfterSeconds }), {
      code: rateLimitedApiError.code,
      status: 429,
      fields: { retryAfter: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/**
 * Too many wrong codes from this device or this client address: it waits out an exponential back-off
 * (2 s, 4 s, 8 s …, at most an hour). Counted per device and per client address, never per email
 * address, so a stranger's wrong codes never hold up the owner's device.
 */
export class TooManyGuessesError extends AuthRequestError {
  override name = 'TooManyGuessesError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('otp.backoff', { seconds: retryAfterSeconds }), {
      code: tooManyGuessesApiError.code,
      status: 429,
      fields: { retryAfter: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** Too many requests of the /auth/v1 routes from one client address. */
export class AuthRateLimitedError extends AuthRequestError {
  override name = 'AuthRateLimitedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('auth.rateLimited', { seconds: retryAfterSeconds }), {
      code: rateLimitedApiError.code,
      status: 429,
      fields: { retryAfter: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/**
 * The `X-Foyer-Project` / `X-Foyer-Origin` headers of a sign-in are missing, or name no configured
 * project, or an origin that is not one of the project's: a session belongs to one project and site.
 */
export class ScopeInvalidError extends AuthRequestError {
  override name = 'ScopeInvalidError'
  constructor({ reason }: { reason: 'missing' | 'project' | 'origin' }) {
    super(
      t(reason === 'missing' ? 'scope.missing' : reason === 'project' ? 'scope.project' : 'scope.origin'),
      {
        code:
          reason === 'missing'
            ? scopeMissingApiError.code
            : reason === 'project'
              ? projectUnknownApiError.code
              : originNotInProjectApiError.code,
        status: reason === 'missing' ? 400 : 403,
      },
    )
  }
}

/** The SMTP server refused the mail or could not be reached. */
export class EmailSendError extends AuthRequestError {
  override name = 'EmailSendError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(t('email.sendFailed'), { code: emailSendFailedApiError.code, status: 502, cause })
  }
}

/**
 * The new address of an email update belongs to another account: answered only by the final check,
 * once both codes are proven (the request itself answers the same for a free and a taken address).
 */
export class EmailTakenError extends AuthRequestError {
  override name = 'EmailTakenError'
  constructor() {
    super(t('email.taken'), { code: emailTakenApiError.code, status: 409 })
  }
}

/** The new address of an email update is the current one. */
export class EmailUnchangedError extends AuthRequestError {
  override name = 'EmailUnchangedError'
  constructor() {
    super(t('email.unchanged'), { code: emailUnchangedApiError.code, status: 400 })
  }
}

/** An email update of an account without an email address (a social login's): nothing to change (409). */
export class EmailNotSetError extends AuthRequestError {
  override name = 'EmailNotSetError'
  constructor() {
    super(t('email.notSet'), { code: emailNotSetApiError.code, status: 409 })
  }
}

/** A wrong code; `field` names which one when a request carries two (email update). */
export class OtpInvalidError extends AuthRequestError {
  override name = 'OtpInvalidError'
  constructor({ triesLeft, field }: { triesLeft: number; field?: string }) {
    super(t('otp.invalid', { triesLeft }), {
      code: otpInvalidApiError.code,
      status: 400,
      fields: { triesLeft, ...(field ? { field } : {}) },
    })
  }
}

/** The fifth wrong try spent the code: every later try fails until a new code is requested. */
export class OtpLockedError extends AuthRequestError {
  override name = 'OtpLockedError'
  constructor({ field }: { field?: string } = {}) {
    super(t('otp.locked'), { code: otpLockedApiError.code, status: 429, fields: field ? { field } : {} })
  }
}

/** The code is older than 10 minutes. */
export class OtpExpiredError extends AuthRequestError {
  override name = 'OtpExpiredError'
  constructor({ field }: { field?: string } = {}) {
    super(t('otp.expired'), { code: otpExpiredApiError.code, status: 400, fields: field ? { field } : {} })
  }
}

/** No code waits for this address (never requested, or used already). */
export class OtpMissingError extends AuthRequestError {
  override name = 'OtpMissingError'
  constructor({ field }: { field?: string } = {}) {
    super(t('otp.missing'), { code: otpMissingApiError.code, status: 400, fields: field ? { field } : {} })
  }
}

/** No valid `Authorization: Bearer` session token: missing, unknown, expired or logged out. */
export class SessionInvalidError extends AuthRequestError {
  override name = 'SessionInvalidError'
  constructor() {
    super(t('session.invalid'), {
      code: sessionInvalidApiError.code,
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
  }
}

/** The session was created on another device than the `X-Foyer-Device` header names (or none is named). */
export class DeviceMismatchError extends AuthRequestError {
  override name = 'DeviceMismatchError'
  constructor({ missing = false }: { missing?: boolean } = {}) {
    super(t(missing ? 'device.missing' : 'device.mismatch'), {
      code: deviceMismatchApiError.code,
      status: 403,
    })
  }
}

/** The session's device is no longer a verified device of its account. */
export class DeviceNotVerifiedError extends AuthRequestError {
  override name = 'DeviceNotVerifiedError'
  constructor() {
    super(t('device.notVerified'), { code: deviceNotVerifiedApiError.code, status: 403 })
  }
}

/** PUT /auth/v1/wallet for an account that has one: the shares are written once. */
export class WalletExistsError extends AuthRequestError {
  override name = 'WalletExistsError'
  constructor() {
    super(t('wallet.exists'), { code: walletExistsApiError.code, status: 409 })
  }
}

/** GET /auth/v1/wallet before the first PUT. */
export class WalletNotFoundError extends AuthRequestError {
  override name = 'WalletNotFoundError'
  constructor() {
    super(t('wallet.notFound'), { code: walletNotFoundApiError.code, status: 404 })
  }
}

/** Why a social login failed, each with its code, status and message. */
export type SocialLoginReason = keyof typeof socialLoginErrors

/** Each reason of `SocialLoginError`: its code, status and message key. */
export const socialLoginErrors = {
  /** The start names a provider this server does not offer (400). */
  providerUnknown: { code: socialProviderUnknownApiError.code, status: 400, key: 'social.providerUnknown' },
  /** The state is unknown, belongs to another project or page, or was used (400). */
  stateUnknown: { code: socialStateInvalidApiError.code, status: 400, key: 'social.stateUnknown' },
  /** The state is older than 10 minutes (400). */
  stateExpired: { code: socialStateExpiredApiError.code, status: 400, key: 'social.stateExpired' },
  /** The provider has not sent the user back yet: ask again (409). */
  pending: { code: socialLoginPendingApiError.code, status: 409, key: 'social.pending' },
  /** The user cancelled or denied at the provider: `access_denied` (403). */
  denied: { code: socialAccessDeniedApiError.code, status: 403, key: 'social.denied' },
  /** The provider answered an OAuth error (`invalid_grant`…), in `providerError` (400). */
  providerError: { code: socialProviderErrorApiError.code, status: 400, key: 'social.providerError' },
  /** The provider timed out, failed, or answered something unreadable (502). */
  providerUnavailable: {
    code: socialProviderUnavailableApiError.code,
    status: 502,
    key: 'social.providerUnavailable',
  },
  /** The ID token's signature, issuer, audience, expiry or nonce is wrong (401). */
  tokenInvalid: { code: socialTokenInvalidApiError.code, status: 401, key: 'social.tokenInvalid' },
} as const satisfies Record<string, { code: ApiErrorCode; status: ContentfulStatusCode; key: AuthMessageKey }>

/**
 * A social login that cannot go on (`reason`): answered by the start and finish routes as
 * `{ message, code }` (plus `providerError`, the provider's OAuth error code, for `providerError`), and
 * shown by the callback page. `details` keeps what the provider or a check said, for the log only.
 */
export class SocialLoginError extends AuthRequestError {
  override name = 'SocialLoginError'
  readonly reason: SocialLoginReason

  constructor({
    reason,
    provider = '',
    providerError,
    cause,
  }: { reason: SocialLoginReason; provider?: string; providerError?: string; cause?: unknown }) {
    const { code, status, key } = socialLoginErrors[reason]
    super(t(key, { provider, error: providerError ?? '' }), {
      code,
      status,
      fields: providerError === undefined ? {} : { providerError },
      cause,
    })
    this.reason = reason
  }
}
