/**
 * Runs `run` in the page's next idle callback, or in a timeout where `requestIdleCallback` is missing
 * (Safari, jsdom).
 *
 * @example
 * whenIdle(() => prefetchModal(foyer))
 */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run)
  else setTimeout(run, 0)
}
