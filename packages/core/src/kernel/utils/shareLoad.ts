/**
 * `load` run on the first call and its promise shared by every call until it settles and after: the
 * code behind an `import()` (a view, an adapter's checks, the WalletConnect pairing) downloads once. A
 * failure is forgotten before any caller hears of it, so that the next call runs `load` again (the
 * visitor came back online, the deploy finished). While a load is pending, later calls' arguments are
 * not used: they share the first call's load.
 *
 * @example
 * const loadChecks = shareLoad(() => loadCode(() => import('./discoveryChecks.js')))
 */
export function shareLoad<A extends unknown[], T>(
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let pending: Promise<T> | undefined
  return (...args) => {
    if (pending) return pending
    const made = load(...args)
    pending = made
    // Attached first, so it runs before the callers' own handlers.
    made.catch(() => {
      if (pending === made) pending = undefined
    })
    return made
  }
}
