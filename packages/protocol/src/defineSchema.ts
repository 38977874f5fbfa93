/**
 * Builds a module-level zod schema so that bundlers can drop it when nothing uses it. zod's builders
 * are plain calls that a bundler must otherwise keep, and every module the package index re-exports is
 * part of a host page's graph: unannotated schemas would put the API clients into the page-load bundle.
 * Call it as `/* @__PURE__ *\/ defineSchema(() => z.object({ … }))`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineSchema<T>(build: () => T): T {
  return build()
}
