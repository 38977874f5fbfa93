import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** The secure login frame did not load or never said it was ready (spec section 8). */
export class FrameLoadError extends FoyerError {
  override name = 'FrameLoadError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.frame.load'), { ...parameters, code: 'FRAME_LOAD_FAILED' })
  }
}

/**
 * The frame answered a request with an error (spec section 8: its message, or 'An error occurred'),
 * with the frame's own code and, when it knows them, the seconds to wait before another code can be
 * sent (`retryAfter`) and the code tries left (`triesLeft`).
 */
export class FrameRequestError extends FoyerError {
  override name = 'FrameRequestError'
  readonly retryAfter: number | undefined
  readonly triesLeft: number | undefined
  constructor({
    message,
    code,
    retryAfter,
    triesLeft,
    ...parameters
  }: ErrorParameters & {
    message?: string | undefined
    code?: string | undefined
    retryAfter?: number | undefined
    triesLeft?: number | undefined
  }) {
    super(message || t('error.frame.unknown'), { ...parameters, code: code ?? 'FRAME_REQUEST_FAILED' })
    this.retryAfter = retryAfter
    this.triesLeft = triesLeft
  }
}

/**
 * A request to the frame that ended without an answer: aborted (the modal closed on a wallet request:
 * 'Request was aborted') or timed out ('Something went wrong'; spec section 8).
 */
export class FrameAbortedError extends FoyerError {
  override name = 'FrameAbortedError'
  readonly reason: 'aborted' | 'timeout'
  constructor({ reason, ...parameters }: ErrorParameters & { reason: 'aborted' | 'timeout' }) {
    super(reason === 'aborted' ? t('error.frame.aborted') : t('error.unknown'), {
      ...parameters,
      code: reason === 'aborted' ? 'FRAME_REQUEST_ABORTED' : 'FRAME_REQUEST_TIMEOUT',
    })
    this.reason = reason
  }
}

/** An email field's value is not an email address (spec section 5). */
export class InvalidEmailError extends FoyerError {
  override name = 'InvalidEmailError'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.email.invalid'), { ...parameters, code: 'INVALID_EMAIL' })
  }
}

const socialLoginFailures = {
  popupBlocked: { code: 'SOCIAL_POPUP_BLOCKED', key: 'error.social.popupBlocked' },
  windowClosed: { code: 'SOCIAL_WINDOW_CLOSED', key: 'error.social.windowClosed' },
  timeout: { code: 'SOCIAL_TIMEOUT', key: 'error.social.timeout' },
} as const

/**
 * A social login that stopped on the page's side: the browser blocked the login window, the visitor
 * closed it (or the modal) before the provider answered, or the frame's wait for the provider timed out.
 */
export class SocialLoginError extends FoyerError {
  override name = 'SocialLoginError'
  readonly reason: keyof typeof socialLoginFailures
  constructor({ reason, ...parameters }: ErrorParameters & { reason: keyof typeof socialLoginFailures }) {
    const { code, key } = socialLoginFailures[reason]
    super(t(key), { ...parameters, code })
    this.reason = reason
  }
}
