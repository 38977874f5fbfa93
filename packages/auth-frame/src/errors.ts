/**
 * The secure frame's errors. The frame runs alone in its own origin and may not import `@foyer/core`, so it
 * has its own small base class in the shape of core's `FoyerError`: a message to show, a stable `code`
 * that travels to the page in the `_ERROR` reply, and the lower-level `cause`. Plain data: no side
 * effects in constructors.
 */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly code: string

  constructor(message: string, parameters: { code: string; cause?: unknown }) {
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = parameters.code
  }
}

/** A share that is not a share of this scheme (wrong length, x coordinate 0, the same share twice). */
export class InvalidShareError extends FrameError {
  override name = 'InvalidShareError'
  constructor(reason: string) {
    super(`Invalid key share: ${reason}`, { code: 'INVALID_SHARE' })
  }
}

/**
 * Two shares do not rebuild the wallet's key: they are of different splits (another wallet's, or another
 * device's split of this one), seen as a key of another address, no key, or one x coordinate (keys.ts).
 */
export class WalletMismatchError extends FrameError {
  override name = 'WalletMismatchError'
  constructor() {
    super('The key shares do not rebuild this wallet', { code: 'WALLET_MISMATCH' })
  }
}

/**
 * A new recovery password breaks the password rule (passwordStrength.ts): `code` RECOVERY_PASSWORD_TOO_SHORT
 * (with `minLength`) or RECOVERY_PASSWORD_WEAK (zxcvbn's score under 3), and `reason`, the code the form
 * translates: 'tooShort' | 'guessable' | 'common' | 'repeated' | 'sequence' | 'personal'.
 */
export class RecoveryPasswordRuleError extends FrameError {
  override name = 'RecoveryPasswordRuleError'
  readonly reason: string
  readonly minLength: number

  constructor(reason: string, minLength = 10) {
    super(
      reason === 'tooShort'
        ? `The recovery password must be at least ${minLength} characters long`
        : 'The recovery password is too easy to guess',
      { code: reason === 'tooShort' ? 'RECOVERY_PASSWORD_TOO_SHORT' : 'RECOVERY_PASSWORD_WEAK' },
    )
    this.reason = reason
    this.minLength = minLength
  }
}

/**
 * The strength rule's chunk (passwordStrength.ts, loaded on demand: loadPasswordStrength.ts) could not be
 * loaded, so no new recovery password can be checked, and none is accepted unchecked. `message` is the
 * catalog's `password.ruleUnavailable` in the page's language; the next step tries the download again.
 */
export class PasswordRuleUnavailableError extends FrameError {
  override name = 'PasswordRuleUnavailableError'
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'RECOVERY_PASSWORD_RULE_UNAVAILABLE', cause })
  }
}

/**
 * The recovery share could not be decrypted: the password is wrong, or the stored ciphertext was altered
 * (AES-GCM cannot tell the two apart; either way no share comes out).
 */
export class WrongRecoveryPasswordError extends FrameError {
  override name = 'WrongRecoveryPasswordError'
  /** The account's tries left before its recovery locks, when the server said. */
  readonly triesLeft: number | undefined

  constructor(parameters: { triesLeft?: number | undefined; cause?: unknown } = {}) {
    super('Incorrect recovery password', { code: 'RECOVERY_PASSWORD_INVALID', cause: parameters.cause })
    this.triesLeft = parameters.triesLeft
  }
}

/**
 * The account's recovery is locked: 10 wrong recovery passwords (on any device). `retryAfter` is the
 * seconds until it opens again (24 hours after the tenth try, doubling with each further lock); the
 * account's owner was mailed. A right password on a known device is not affected.
 */
export class RecoveryLockedError extends FrameError {
  override name = 'RecoveryLockedError'
  readonly retryAfter: number | undefined

  constructor(parameters: { retryAfter?: number | undefined; cause?: unknown } = {}) {
    super('Too many wrong recovery passwords: recovery is locked for now', {
      code: 'RECOVERY_LOCKED',
      cause: parameters.cause,
    })
    this.retryAfter = parameters.retryAfter
  }
}

/**
 * The wallet's recovery data is of the format of before issue #24 (a PBKDF2 envelope the server handed
 * out): it is refused, not migrated (development data only). A known device still connects.
 */
export class RecoveryObsoleteError extends FrameError {
  override name = 'RecoveryObsoleteError'
  constructor(cause?: unknown) {
    super(
      'This wallet was created with an obsolete recovery format and cannot be recovered on a new device',
      {
        code: 'RECOVERY_FORMAT_OBSOLETE',
        cause,
      },
    )
  }
}

/** The stored recovery data is not an envelope this frame can read (version, length, encoding). */
export class RecoveryEnvelopeError extends FrameError {
  override name = 'RecoveryEnvelopeError'
  constructor(reason: string) {
    super(`Unreadable recovery data: ${reason}`, { code: 'RECOVERY_ENVELOPE_INVALID' })
  }
}

/**
 * The browser or the authenticator cannot derive a recovery key from a passkey: no WebAuthn here, or no
 * PRF extension (`prf.enabled === false`, or no PRF output). Nothing is saved.
 */
export class PasskeyUnsupportedError extends FrameError {
  override name = 'PasskeyUnsupportedError'
  constructor(cause?: unknown) {
    super('This browser or passkey cannot protect your wallet’s recovery', {
      code: 'PASSKEY_UNSUPPORTED',
      cause,
    })
  }
}

/** The person closed the browser's passkey dialog, or it timed out (WebAuthn's NotAllowedError). */
export class PasskeyCancelledError extends FrameError {
  override name = 'PasskeyCancelledError'
  constructor(cause?: unknown) {
    super('The passkey request was cancelled', { code: 'PASSKEY_CANCELLED', cause })
  }
}

/**
 * The passkey's key does not open the envelope the server answered for it (another passkey's, a changed
 * envelope, or another wallet's): no share comes out.
 */
export class WrongPasskeyError extends FrameError {
  override name = 'WrongPasskeyError'
  constructor() {
    super('This passkey does not open your wallet’s recovery', { code: 'PASSKEY_INVALID' })
  }
}

/**
 * The browser refuses IndexedDB to the frame: a third-party frame where third-party storage is blocked
 * (Safari, private windows, Chromium with third-party cookies blocked), or no IndexedDB at all.
 */
export class DeviceStorageUnavailableError extends FrameError {
  override name = 'DeviceStorageUnavailableError'
  constructor(cause: unknown) {
    super('This browser does not let the login frame keep data', {
      code: 'DEVICE_STORAGE_UNAVAILABLE',
      cause,
    })
  }
}

/** A request that needs a connected wallet came while none is. */
/** The visitor answered Reject (or Cancel) in the frame's own prompt: EIP-1193's 4001 for the page. */
export class UserRejectedError extends FrameError {
  override name = 'UserRejectedError'
  constructor() {
    super('User rejected the request.', { code: 'USER_REJECTED' })
  }
}

/** The page closed its modal (CANCEL_PROMPTS) while the frame's prompt was open or waiting. */
export class PromptCancelledError extends FrameError {
  override name = 'PromptCancelledError'
  constructor() {
    super('Request was aborted', { code: 'ABORTED' })
  }
}

/** A signing request reached a frame that has no window to ask the visitor in: it is never signed. */
export class ConsentUnavailableError extends FrameError {
  override name = 'ConsentUnavailableError'
  constructor() {
    super('This frame cannot ask for your approval', { code: 'CONSENT_UNAVAILABLE' })
  }
}

export class NotConnectedError extends FrameError {
  override name = 'NotConnectedError'
  constructor() {
    super('Not connected', { code: 'NOT_CONNECTED' })
  }
}

/** A request that is valid but comes at the wrong step of a flow (a code before an email, say). */
export class UnexpectedStepError extends FrameError {
  override name = 'UnexpectedStepError'
  constructor(message: string) {
    super(message, { code: 'UNEXPECTED_STEP' })
  }
}

/** A request this frame cannot serve (RELOAD without a document to reload). */
export class NotSupportedError extends FrameError {
  override name = 'NotSupportedError'
  constructor(what: string) {
    super(`${what} is not supported`, { code: 'NOT_SUPPORTED' })
  }
}

/** An RPC method the frame does not serve (spec section 6: 'Requested RPC call is not allowed'). */
export class RpcMethodNotAllowedError extends FrameError {
  override name = 'RpcMethodNotAllowedError'
  constructor(method: string) {
    super('Requested RPC call is not allowed', { code: 'RPC_METHOD_NOT_ALLOWED', cause: method })
  }
}

/** A request for a chain the frame has no RPC URL for (spec section 8: 'Unsupported chain'). */
export class UnsupportedChainError extends FrameError {
  override name = 'UnsupportedChainError'
  constructor(chainId: number) {
    super('Unsupported chain', { code: 'UNSUPPORTED_CHAIN', cause: chainId })
  }
}

/** A signing request whose account, chain or data does not fit the connected wallet. */
export class InvalidRequestError extends FrameError {
  override name = 'InvalidRequestError'
  constructor(message: string) {
    super(message, { code: 'INVALID_REQUEST' })
  }
}

/**
 * The smart account cannot be used on this chain: the chain has none (no `smartAccounts` entry in the
 * frame's configuration), or its address could not be read from the chain (RPC down). The page then falls
 * back to the EOA (spec section 4: "A failed set falls back to EOA").
 */
export class SmartAccountUnavailableError extends FrameError {
  override name = 'SmartAccountUnavailableError'
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'SMART_ACCOUNT_UNAVAILABLE', cause })
  }
}

/**
 * A user operation that did not go through: the bundler (or the paymaster) refused it, or it could not be
 * followed to its receipt. One whose calls reverted is the smart account's UserOperationRevertedError.
 */
export class UserOperationFailedError extends FrameError {
  override name = 'UserOperationFailedError'
  constructor(message: string, cause?: unknown) {
    super(`The smart account’s transaction failed: ${message}`, { code: 'USER_OPERATION_FAILED', cause })
  }
}

/**
 * The provider did not send the person back within the social login's 10 minutes (the server's state has
 * expired too): SOCIAL_STATE_EXPIRED, as the server says of a late finish.
 */
export class SocialLoginTimeoutError extends FrameError {
  override name = 'SocialLoginTimeoutError'
  constructor(message: string) {
    super(message, { code: 'SOCIAL_STATE_EXPIRED' })
  }
}

/** The frame gave up on a request after its time bound. */
export class FrameTimeoutError extends FrameError {
  override name = 'FrameTimeoutError'
  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`, { code: 'TIMEOUT' })
  }
}

/**
 * An error answer of the Foyer auth API (`{ code, message, … }` with a 4xx status), or a failure to reach
 * it. `retryAfter` (seconds) comes with EMAIL_THROTTLED, `triesLeft` with OTP_INVALID.
 */
export class AuthApiError extends FrameError {
  override name = 'AuthApiError'
  readonly status: number | undefined
  readonly retryAfter: number | undefined
  readonly triesLeft: number | undefined

  constructor(
    message: string,
    parameters: { code: string; status?: number; retryAfter?: number; triesLeft?: number; cause?: unknown },
  ) {
    super(message, parameters)
    this.status = parameters.status
    this.retryAfter = parameters.retryAfter
    this.triesLeft = parameters.triesLeft
  }
}
