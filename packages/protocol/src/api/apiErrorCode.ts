import type * as apiErrors from './apiErrors.js'
import type * as authApiErrors from './authApiErrors.js'

/** The codes of a module's `…ApiError` constants. */
type CodesOf<M> = {
  [K in keyof M]: K extends `${string}ApiError`
    ? M[K] extends { code: infer C extends string }
      ? C
      : never
    : never
}[keyof M]

/**
 * Every `code` the Foyer server may answer in an error body: those of ./apiErrors.ts and
 * ./authApiErrors.ts, read from their constants (a new constant is a new code, with no list to edit).
 */
export type ApiErrorCode = CodesOf<typeof apiErrors> | CodesOf<typeof authApiErrors>
