// The failures of the HTTP API that clients recognise: each one's stable `code` and the text its
// answer's `message` carries word for word (spec section 8), in `{ message, code }` (`errorBodySchema`).
// The server's catalogs and errors take them from here; the client maps the texts to its typed errors.
// One constant each, so that a bundle keeps only those it uses.

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
