/**
 * Runs `run` in the page's next idle callback, with its deadline, or in a timeout (no deadline) where
 * `requestIdleCallback` is missing (Safari, jsdom).
 *
 * @example
 * whenIdle(() => prefetchModal(foyer))
 */
export function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run)
  else setTimeout(run, 0)
}

export interface InTurn {
  /** Called after the last step, in its callback (or at once when `stopped`). */
  done: () => void
  /** Once true (the instance was destroyed), the steps left are skipped and `done` is called. */
  stopped: () => boolean
  /**
   * Steps whose work is all in their call (no promise, import or render left behind to run after the
   * callback, uncounted): a callback may run several (whenIdleInTurn). Default one per callback.
   */
  synchronous?: boolean
}

/**
 * Runs `steps` in order in the page's idle callbacks, one per callback, then `done`. With `synchronous`,
 * a callback runs the next step too while its idle period has more than twice the longest step it has
 * run left (`timeRemaining()`): the steps end sooner (a step posted from a callback waits for the next
 * idle period, up to 50 ms later) and no callback runs much past its period. Where
 * `requestIdleCallback` is missing, one step per timeout. A step that throws is reported as the page's
 * uncaught error and the next one runs all the same.
 *
 * @example
 * const stopped = () => foyer.services.destroyed
 * whenIdleInTurn(layoutSteps, { done: () => root.unmount(), stopped, synchronous: true })
 */
export function whenIdleInTurn(steps: ReadonlyArray<() => void>, turn: InTurn, from = 0): void {
  const { done, stopped, synchronous = false } = turn
  if (from >= steps.length || stopped()) {
    done()
    return
  }
  const run = (deadline?: IdleDeadline) => {
    let at = from
    let longest = 0
    try {
      do {
        const began = performance.now()
        const step = steps[at++]
        step?.()
        longest = Math.max(longest, performance.now() - began)
      } while (
        synchronous &&
        deadline &&
        at < steps.length &&
        !stopped() &&
        deadline.timeRemaining() > 2 * longest
      )
    } finally {
      whenIdleInTurn(steps, turn, at)
    }
  }
  whenIdle(run)
}
