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

// The recovery routes' failures (issue #24 item 2). Their texts live here rather than in messages.ts
// until the catalog takes them; the frame shows its own, translated text for each `code`.

/** A wrong recovery password: the verifier of the last evaluation is not the account's. */
export class RecoveryPasswordInvalidError extends AuthRequestError {
  override name = 'RecoveryPasswordInvalidError'
  constructor({ triesLeft }: { triesLeft: number }) {
    super(`Incorrect recovery password: ${triesLeft} tries left`, {
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
    super(`Too many wrong recovery passwords: recovery is locked for ${retryAfterSeconds} seconds`, {
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
    super('Evaluate the recovery password first (POST /recovery/evaluate)', {
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
    super('This wallet uses an obsolete recovery format: it cannot be recovered on a new device', {
      code: recoveryFormatObsoleteApiError.code,
      status: 409,
    })
  }
}

/** An OPRF element that is not a ristretto255 point (or is the identity). */
export class RecoveryElementInvalidError extends AuthRequestError {
  override name = 'RecoveryElementInvalidError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('blinded: must be base64 of a ristretto255 element', {
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
    super('This passkey is not a recovery passkey of the account', {
      code: passkeyNotFoundApiError.code,
      status: 404,
    })
  }
}

/** POST /recovery/passkeys for a credential the account has already. */
export class PasskeyExistsError extends AuthRequestError {
  override name = 'PasskeyExistsError'
  constructor() {
    super('This passkey is already a recovery passkey of the account', {
      code: passkeyExistsApiError.code,
      status: 409,
    })
  }
}

/** POST /recovery/passkeys when the account has `max` passkeys already. */
export class PasskeyLimitError extends AuthRequestError {
  override name = 'PasskeyLimitError'
  constructor({ max }: { max: number }) {
    super(`An account can have at most ${max} recovery passkeys`, {
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
    super('signature: must be the wallet’s signature of this passkey (a device that holds the wallet)', {
      code: walletProofInvalidApiError.code,
      status: 403,
    })
  }
}
