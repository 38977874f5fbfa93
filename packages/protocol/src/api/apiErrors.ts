// The failures of the HTTP API: every `code` the server answers in `{ message, code }` (`errorBodySchema`),
// one constant each, so that a bundle keeps only those it uses. Those whose text clients recognise carry
// it too, word for word (spec section 8): the server's catalogs take it from here and the client maps it
// to its typed errors. The other texts live in the server's catalogs. The email login's codes are in
// ./authApiErrors.ts; `ApiErrorCode` (./apiErrorCode.ts) is every code of both.

/** The projectId is not a configured project (401). */
export const invalidKeyApiError = { code: 'INVALID_KEY', message: 'Unauthorized: invalid key' } as const
/** A browser origin the project does not allow (403). */
export const originNotAllowedApiError = {
  code: 'ORIGIN_NOT_ALLOWED',
  message: 'Unauthorized: origin not allowed',
} as const
/** A network the server does not serve (400). */
export const chainNotSupportedApiError = {
  code: 'CHAIN_NOT_SUPPORTED',
  message: 'Chain is not supported',
} as const
/** A served network without swaps (400). */
export const swapsNotSupportedApiError = {
  code: 'SWAPS_NOT_SUPPORTED',
  message: 'Network not supported for Swaps',
} as const

// Any route
/** projectId, st or sv is missing from the query string (400). */
export const missingParametersApiError = { code: 'MISSING_PARAMETERS' } as const
/** A query parameter is present but malformed (400). */
export const invalidParameterApiError = { code: 'INVALID_PARAMETER' } as const
/** The body is not JSON (400). */
export const invalidJsonApiError = { code: 'INVALID_JSON' } as const
/** The body is larger than the route accepts (413). */
export const payloadTooLargeApiError = { code: 'PAYLOAD_TOO_LARGE' } as const
/** A parameter or body failed its schema; the message names the first issue (400). */
export const validationApiError = { code: 'VALIDATION' } as const
/** No route matches (404). */
export const notFoundApiError = { code: 'NOT_FOUND' } as const
/** The wallet directory has no wallet, network, currency or token image with this id (404). */
export const imageNotFoundApiError = { code: 'IMAGE_NOT_FOUND' } as const
/** A failure of the HTTP layer below 500 that carries its own status. */
export const httpApiError = { code: 'HTTP' } as const
/** A fault of the server, answered without details (500). */
export const internalApiError = { code: 'INTERNAL' } as const
/** Too many requests of one kind (names, nonces, checkouts, codes, auth routes) in the window (429). */
export const rateLimitedApiError = { code: 'RATE_LIMITED' } as const
/** GET /v1/analytics/events without the configured read token (401). */
export const readTokenApiError = { code: 'READ_TOKEN' } as const
/** The analytics queue is full; retry after Retry-After (503). */
export const analyticsQueueFullApiError = { code: 'ANALYTICS_QUEUE_FULL' } as const
/** Analytics is off on this server (404). */
export const analyticsDisabledApiError = { code: 'ANALYTICS_DISABLED' } as const

// The blockchain API, account data and the login frame page
/** The chain's JSON-RPC endpoint failed or timed out (502). */
export const chainUnavailableApiError = { code: 'CHAIN_UNAVAILABLE' } as const
/** A swap that cannot be answered for these tokens: same token, unknown token, no route (400). */
export const swapRequestApiError = { code: 'SWAP_REQUEST' } as const
/** Simulating the built swap reverts (400). */
export const swapWouldFailApiError = { code: 'SWAP_WOULD_FAIL' } as const
/** A name that breaks the naming rule (400). */
export const nameInvalidApiError = { code: 'NAME_INVALID' } as const
/** The name is registered already (409). */
export const nameTakenApiError = { code: 'NAME_TAKEN' } as const
/** The registration's signature is not the address's (400). */
export const nameBadSignatureApiError = { code: 'NAME_BAD_SIGNATURE' } as const
/** The registration's signed message is not the JSON it needs (400). */
export const nameBadMessageApiError = { code: 'NAME_BAD_MESSAGE' } as const
/** No record for the name (404). */
export const nameNotFoundApiError = { code: 'NAME_NOT_FOUND' } as const
/** No smart session with this id for the address (404). */
export const sessionNotFoundApiError = { code: 'SESSION_NOT_FOUND' } as const
/** The revoke signature is not the session's address's (400). */
export const sessionBadSignatureApiError = { code: 'SESSION_BAD_SIGNATURE' } as const
/** An on-ramp quote or order that cannot be served: currency, limits, destination (400). */
export const onrampRequestApiError = { code: 'ONRAMP_REQUEST' } as const
/** No such sandbox order (404). */
export const onrampOrderNotFoundApiError = { code: 'ONRAMP_ORDER_NOT_FOUND' } as const
/** No sandbox checkout holds the token (404). */
export const onrampCheckoutNotFoundApiError = { code: 'ONRAMP_CHECKOUT_NOT_FOUND' } as const
/** The sandbox order is completed, or being completed, already (409). */
export const onrampOrderDoneApiError = { code: 'ONRAMP_ORDER_DONE' } as const
/** The sandbox order failed; the message is its failure (409). */
export const onrampOrderFailedApiError = { code: 'ONRAMP_ORDER_FAILED' } as const
/** The sandbox has no funded account (503). */
export const onrampNoFunderApiError = { code: 'ONRAMP_NO_FUNDER' } as const
/** Sending the purchased funds failed on chain (502). */
export const onrampSendFailedApiError = { code: 'ONRAMP_SEND_FAILED' } as const
/** A history cursor this server did not issue (400). */
export const invalidCursorApiError = { code: 'INVALID_CURSOR' } as const
/** The chain's RPC could not be reached or timed out while reading account data (502). */
export const upstreamUnavailableApiError = { code: 'UPSTREAM_UNAVAILABLE' } as const
/** The chain's RPC refused a read the server made (502). */
export const upstreamRpcErrorApiError = { code: 'UPSTREAM_RPC_ERROR' } as const
/** The database failed while answering; the client may retry (503). */
export const databaseUnavailableApiError = { code: 'DATABASE_UNAVAILABLE' } as const
/** The login frame was asked for a project that allows every origin (403). */
export const frameWildcardOriginsApiError = { code: 'FRAME_WILDCARD_ORIGINS' } as const

// Sign-in (POST /v1/siwx/verify, /v1/siwx/sessions)
/** Not a sign-in message (400). */
export const siwxInvalidMessageApiError = { code: 'SIWX_INVALIDMESSAGE' } as const
/** The message's nonce is unknown, used or expired (400). */
export const siwxNonceApiError = { code: 'SIWX_NONCE' } as const
/** The message has expired (400). */
export const siwxExpiredApiError = { code: 'SIWX_EXPIRED' } as const
/** The message is not valid yet (400). */
export const siwxNotYetValidApiError = { code: 'SIWX_NOTYETVALID' } as const
/** The signature is not the signing address's (401). */
export const siwxBadSignatureApiError = { code: 'SIWX_BADSIGNATURE' } as const
/** A missing or unknown sign-in token (401). */
export const siwxTokenApiError = { code: 'SIWX_TOKEN' } as const
/** The message's domain is not a site of the project (400). */
export const siwxDomainApiError = { code: 'SIWX_DOMAIN' } as const
/** The message's URI is not on a site of the project (400). */
export const siwxUriApiError = { code: 'SIWX_URI' } as const
/** The message was made for another page than the one that sent it (400). */
export const siwxOriginApiError = { code: 'SIWX_ORIGIN' } as const
/** The message's URI does not use the sending page's scheme (400). */
export const siwxSchemeApiError = { code: 'SIWX_SCHEME' } as const
/** A time of the message is not an RFC 3339 date and time (400). */
export const siwxTimeApiError = { code: 'SIWX_TIME' } as const
/** The message has no Issued At time (400). */
export const siwxIssuedAtMissingApiError = { code: 'SIWX_ISSUEDATMISSING' } as const
/** The message was issued in the future (400). */
export const siwxIssuedInFutureApiError = { code: 'SIWX_ISSUEDINFUTURE' } as const
/** The message was issued too long ago (400). */
export const siwxIssuedTooLongAgoApiError = { code: 'SIWX_ISSUEDTOOLONGAGO' } as const
