/** How long a code is valid. */
export const CODE_TTL_MS = 10 * 60_000
/** How long a device-approval link is valid. */
export const DEVICE_LINK_TTL_MS = 10 * 60_000
/** Shortest time between two mails of one kind to one address (spec section 9: email resend throttle). */
export const RESEND_INTERVAL_MS = 30_000
/** Tries per code: the fifth wrong one spends it. */
export const MAX_CODE_TRIES = 5
/** Code requests (POST /auth/v1/email/otp) per client address and hour. */
export const OTP_REQUESTS_PER_HOUR = 20
/** The header naming the device a session was created on. */
export const DEVICE_HEADER = 'X-Foyer-Device'
/** Largest JSON body of the auth routes. */
export const MAX_BODY_BYTES = 16 * 1024
/** Largest decoded auth share (a Shamir share of a 32-byte key is 33 bytes). */
export const MAX_AUTH_SHARE_BYTES = 1024
/** Largest decoded recovery share ciphertext (salt, KDF parameters, nonce, share and tag fit easily). */
export const MAX_RECOVERY_SHARE_BYTES = 4096
