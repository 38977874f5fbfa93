/**
 * Names of the wire contract between Foyer's client (`@foyer/core`) and the Foyer server, spelled once
 * here and imported by both sides, so that neither can drift from the other.
 */

/** The header that carries a sign-in session token (`GET` / `DELETE /v1/siwx/sessions`). */
export const SIWX_TOKEN_HEADER = 'x-siwx-token'

/**
 * The native token's placeholder address in token lists, prices and swap calls (EIP-7528's, in its
 * EIP-55 form). Compare case-insensitively: answers may carry it in lower case.
 */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const
