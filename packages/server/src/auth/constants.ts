/** How long a code is valid. */
export const CODE_TTL_MS = 10 * 60_000
/**
 * Shortest time between two mails of one kind to one address from one device (spec section 9: email
 * resend throttle); another device's requests do not wait on it.
 */
export const RESEND_INTERVAL_MS = 30_000
/** Tries per code: the fifth wrong one spends it. */
export const MAX_CODE_TRIES = 5
/** Code requests (POST /auth/v1/email/otp) per client address and hour. */
export const OTP_REQUESTS_PER_HOUR = 20
/** Requests of any /auth/v1 route per client address and minute. */
export const AUTH_REQUESTS_PER_MINUTE = 120
/** Code checks (POST /email/verify, /email/update/verify) per client address and hour. */
export const VERIFY_REQUESTS_PER_HOUR = 120
/** Wrong codes a device may send before its back-off starts (the code itself locks at MAX_CODE_TRIES). */
export const FREE_WRONG_CODES_PER_DEVICE = 5
/** Wrong codes a client address may send before its back-off starts (several people behind one NAT). */
export const FREE_WRONG_CODES_PER_ADDRESS = 10
/** The first back-off after the free wrong codes; each further wrong code doubles it. */
export const GUESS_BACKOFF_BASE_MS = 2_000
/** The longest back-off. */
export const GUESS_BACKOFF_MAX_MS = 60 * 60_000
/** A key's wrong codes are forgotten this long after its last one. */
export const GUESS_FAILURES_FORGOTTEN_MS = 24 * 60 * 60_000
/** The header naming the device a session was created on. */
export const DEVICE_HEADER = 'X-Foyer-Device'
/** The header naming the project (its id) the frame serves: a session belongs to one project. */
export const PROJECT_HEADER = 'X-Foyer-Project'
/** The header naming the origin of the page that embeds the frame: a session belongs to one site. */
export const HOST_ORIGIN_HEADER = 'X-Foyer-Origin'
/** Largest JSON body of the auth routes. */
export const MAX_BODY_BYTES = 16 * 1024
