import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** A sign-in message that does not follow EIP-4361 / CAIP-122. */
export class InvalidSiwxMessageError extends FoyerError {
  override name = 'InvalidSiwxMessageError'
  static readonly code = 'INVALID_SIWX_MESSAGE'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.siwx.invalidMessage'), { ...parameters, code: 'INVALID_SIWX_MESSAGE' })
  }
}

/** The wallet declined (or failed) to sign the sign-in message, or the signature did not verify. */
export class SignatureDeclinedError extends FoyerError {
  override name = 'SignatureDeclinedError'
  static readonly code = 'SIWX_SIGNATURE_DECLINED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.siwx.signatureDeclined'), { ...parameters, code: 'SIWX_SIGNATURE_DECLINED' })
  }
}

/** A sign failure on a smart account: the app may not verify smart-account signatures (ERC-1271). */
export class SmartAccountSignInError extends FoyerError {
  override name = 'SmartAccountSignInError'
  static readonly code = 'SIWX_SMART_ACCOUNT'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.siwx.smartAccount'), { ...parameters, code: 'SIWX_SMART_ACCOUNT' })
  }
}

/** The sign-in implementation failed before anything was signed (sessions or message unavailable). */
export class SiwxInitError extends FoyerError {
  override name = 'SiwxInitError'
  static readonly code = 'SIWX_INIT_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.siwx.init'), { ...parameters, code: 'SIWX_INIT_FAILED' })
  }
}

/** The signature of a sign-in session does not belong to its address. */
export class SiwxVerificationError extends FoyerError {
  override name = 'SiwxVerificationError'
  static readonly code = 'SIWX_VERIFICATION_FAILED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.siwx.verification'), { ...parameters, code: 'SIWX_VERIFICATION_FAILED' })
  }
}

/**
 * The server refused the signed sign-in for a reason one of its alerts explains (spec section 8: a
 * device clock ahead of the server's is 'Session Expired'): the alert's title, not 'Signature declined'.
 */
export class SiwxSessionRefusedError extends FoyerError {
  override name = 'SiwxSessionRefusedError'
  constructor(title: string, parameters: ErrorParameters = {}) {
    super(title, { ...parameters, code: 'SIWX_SESSION_REFUSED' })
  }
}
