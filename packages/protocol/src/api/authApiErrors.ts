// The failures of the email login API (/auth/v1): every `code` its routes answer in
// `{ message, code, ...fields }`, one constant each. The frame maps each code to its own, translated text.

/** A second mail to the same address within the resend throttle; `retryAfter` (429). */
export const emailThrottledApiError = { code: 'EMAIL_THROTTLED' } as const
/** Too many wrong codes from this device or client address; `retryAfter` (429). */
export const tooManyGuessesApiError = { code: 'TOO_MANY_GUESSES' } as const
/** The sign-in's project and origin headers are missing (400). */
export const scopeMissingApiError = { code: 'SCOPE_MISSING' } as const
/** The sign-in names no configured project (403). */
export const projectUnknownApiError = { code: 'PROJECT_UNKNOWN' } as const
/** The sign-in names an origin that is not one of the project's (403). */
export const originNotInProjectApiError = { code: 'ORIGIN_NOT_IN_PROJECT' } as const
/** The mail server refused the mail or could not be reached (502). */
export const emailSendFailedApiError = { code: 'EMAIL_SEND_FAILED' } as const
/** The new address of an email update belongs to another account (409). */
export const emailTakenApiError = { code: 'EMAIL_TAKEN' } as const
/** The new address of an email update is the current one (400). */
export const emailUnchangedApiError = { code: 'EMAIL_UNCHANGED' } as const
/** An email update of an account that has no email address (a social login's without one) (409). */
export const emailNotSetApiError = { code: 'EMAIL_NOT_SET' } as const
/** A wrong code; `triesLeft`, and `field` when the request carries two (400). */
export const otpInvalidApiError = { code: 'OTP_INVALID' } as const
/** The fifth wrong try spent the code (429). */
export const otpLockedApiError = { code: 'OTP_LOCKED' } as const
/** The code is too old (400). */
export const otpExpiredApiError = { code: 'OTP_EXPIRED' } as const
/** No code waits for this address (400). */
export const otpMissingApiError = { code: 'OTP_MISSING' } as const
/** No valid bearer session token (401). */
export const sessionInvalidApiError = { code: 'SESSION_INVALID' } as const
/** The session belongs to another device, or none is named (403). */
export const deviceMismatchApiError = { code: 'DEVICE_MISMATCH' } as const
/** The session's device is no longer verified (403). */
export const deviceNotVerifiedApiError = { code: 'DEVICE_NOT_VERIFIED' } as const
/** The account has its wallet already (409). */
export const walletExistsApiError = { code: 'WALLET_EXISTS' } as const
/** The account has no wallet yet (404). */
export const walletNotFoundApiError = { code: 'WALLET_NOT_FOUND' } as const
/** A wrong recovery password; `triesLeft` (400). */
export const recoveryPasswordInvalidApiError = { code: 'RECOVERY_PASSWORD_INVALID' } as const
/** Recovery is locked after too many wrong passwords; `retryAfter` (423). */
export const recoveryLockedApiError = { code: 'RECOVERY_LOCKED' } as const
/** A recovery open without its own evaluation before it (409). */
export const recoveryTryMissingApiError = { code: 'RECOVERY_TRY_MISSING' } as const
/** The wallet's recovery format is obsolete (409). */
export const recoveryFormatObsoleteApiError = { code: 'RECOVERY_FORMAT_OBSOLETE' } as const
/** The passkey is not a recovery passkey of the account (404). */
export const passkeyNotFoundApiError = { code: 'PASSKEY_NOT_FOUND' } as const
/** The passkey is a recovery passkey of the account already (409). */
export const passkeyExistsApiError = { code: 'PASSKEY_EXISTS' } as const
/** The account has its maximum of recovery passkeys; `max` (409). */
export const passkeyLimitReachedApiError = { code: 'PASSKEY_LIMIT_REACHED' } as const
/** The passkey is not signed by the wallet (403). */
export const walletProofInvalidApiError = { code: 'WALLET_PROOF_INVALID' } as const
/** The social login's start names a provider the server does not offer (400). */
export const socialProviderUnknownApiError = { code: 'SOCIAL_PROVIDER_UNKNOWN' } as const
/** The social login's state is unknown, of another project or page, or used (400). */
export const socialStateInvalidApiError = { code: 'SOCIAL_STATE_INVALID' } as const
/** The social login's state is older than 10 minutes (400). */
export const socialStateExpiredApiError = { code: 'SOCIAL_STATE_EXPIRED' } as const
/** The provider has not sent the user back yet: finish again later (409). */
export const socialLoginPendingApiError = { code: 'SOCIAL_LOGIN_PENDING' } as const
/** The user cancelled or denied at the provider (403). */
export const socialAccessDeniedApiError = { code: 'SOCIAL_ACCESS_DENIED' } as const
/** The provider answered an OAuth error; `providerError` (400). */
export const socialProviderErrorApiError = { code: 'SOCIAL_PROVIDER_ERROR' } as const
/** The provider timed out, failed or answered something unreadable (502). */
export const socialProviderUnavailableApiError = { code: 'SOCIAL_PROVIDER_UNAVAILABLE' } as const
/** The provider's ID token failed its signature, issuer, audience, expiry or nonce check (401). */
export const socialTokenInvalidApiError = { code: 'SOCIAL_TOKEN_INVALID' } as const
