export interface FoyerErrorParameters {
  code: string
  details?: string
  cause?: unknown
  /** Extra fields (numeric protocol code, etc). */
  metaMessages?: string[]
}

/**
 * The one error base class (STYLE rule 4), shared by the client packages and the server (core re-exports
 * it: one class, so `instanceof FoyerError` holds whichever package threw). `shortMessage` is the catalog text shown to people,
 * `code` is stable for programs, `details` carries the lower-level reason.
 */
export class FoyerError extends Error {
  override name = 'FoyerError'
  readonly shortMessage: string
  readonly code: string
  readonly details: string | undefined
  override readonly cause: unknown

  constructor(shortMessage: string, parameters: FoyerErrorParameters) {
    const details =
      parameters.details ?? (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    super(details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage)
    this.shortMessage = shortMessage
    this.code = parameters.code
    this.details = details
    this.cause = parameters.cause
  }

  /** Walks the cause chain; returns the first error matching `fn`, or the deepest one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    for (;;) {
      if (fn?.(current)) return current
      const next = current instanceof Error ? current.cause : undefined
      if (next === undefined) return fn ? undefined : current
      current = next
    }
  }
}
