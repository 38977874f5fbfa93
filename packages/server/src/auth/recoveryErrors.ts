import {
  passkeyExistsApiError,
  passkeyLimitReachedApiError,
  passkeyNotFoundApiError,
  recoveryFormatObsoleteApiError,
  recoveryLockedApiError,
  recoveryPasswordInvalidApiError,
  recoveryTryMissingApiError,
  validationApiError,
  walletProofInvalidApiError,
} from '@foyer/protocol'
import { AuthRequestError } from './errors.js'
import { t } from './messages.js'

// The recovery routes' failures (issue #24 item 2). Their texts are the auth catalog's ('recovery.*');
// the frame shows its own, translated text for each `code`.

/** A wrong recovery password: the verifier of the last evaluation is not the account's. */
export class RecoveryPasswordInvalidError extends AuthRequestError {
  override name = 'RecoveryPasswordInvalidError'
  constructor({ triesLeft }: { triesLeft: number }) {
    super(t('recovery.passwordInvalid', { triesLeft }), {
      code: recoveryPasswordInvalidApiError.code,
      status: 400,
      fields: { triesLeft },
    })
  }
}

/** 10 tries of the account's recovery password were used: recovery is locked for `retryAfterSeconds`. */
export class RecoveryLockedError extends AuthRequestError {
  override name = 'RecoveryLockedError'
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super(t('recovery.locked', { seconds: retryAfterSeconds }), {
      code: recoveryLockedApiError.code,
      status: 423,
      fields: { retryAfter: retryAfterSeconds, triesLeft: 0 },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
}

/** POST /recovery/open without an evaluation of its own before it: each check needs one counted try. */
export class RecoveryTryMissingError extends AuthRequestError {
  override name = 'RecoveryTryMissingError'
  constructor() {
    super(t('recovery.tryMissing'), {
      code: recoveryTryMissingApiError.code,
      status: 409,
    })
  }
}

/**
 * The wallet was saved before issue #24 (a PBKDF2 envelope, no OPRF record): refused, not migrated
 * (development data only). Its known devices still connect.
 */
export class RecoveryObsoleteError extends AuthRequestError {
  override name = 'RecoveryObsoleteError'
  constructor() {
    super(t('recovery.obsolete'), {
      code: recoveryFormatObsoleteApiError.code,
      status: 409,
    })
  }
}

/** An OPRF element that is not a ristretto255 point (or is the identity). */
export class RecoveryElementInvalidError extends AuthRequestError {
  override name = 'RecoveryElementInvalidError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(t('recovery.elementInvalid'), {
      code: validationApiError.code,
      status: 400,
      cause,
    })
  }
}

/** POST /recovery/passkeys/open for a credential the account does not have. */
export class PasskeyNotFoundError extends AuthRequestError {
  override name = 'PasskeyNotFoundError'
  constructor() {
    super(t('recovery.passkeyNotFound'), {
      code: passkeyNotFoundApiError.code,
      status: 404,
    })
  }
}

/** POST /recovery/passkeys for a credential the account has already. */
export class PasskeyExistsError extends AuthRequestError {
  override name = 'PasskeyExistsError'
  constructor() {
    super(t('recovery.passkeyExists'), {
      code: passkeyExistsApiError.code,
      status: 409,
    })
  }
}

/** POST /recovery/passkeys when the account has `max` passkeys already. */
export class PasskeyLimitError extends AuthRequestError {
  override name = 'PasskeyLimitError'
  constructor({ max }: { max: number }) {
    super(t('recovery.passkeyLimit', { max }), {
      code: passkeyLimitReachedApiError.code,
      status: 409,
      fields: { max },
    })
  }
}

/**
 * POST /recovery/passkeys whose `signature` is not the wallet's signature of the passkey
 * (`recoveryPasskeyProof`): only a device that holds the wallet can add one.
 */
export class WalletProofInvalidError extends AuthRequestError {
  override name = 'WalletProofInvalidError'
  constructor() {
    super(t('recovery.walletProofInvalid'), {
      code: walletProofInvalidApiError.code,
      status: 403,
    })
  }
}
