import type { Foyer } from '../types/foyer.js'

/** A setTimeout that `foyer.destroy()` cancels; nothing is scheduled on a destroyed instance. */
export function schedule(
  foyer: Foyer,
  fn: () => void,
  ms: number,
): ReturnType<typeof setTimeout> | undefined {
  const { timers, destroyed } = foyer.services
  if (destroyed) return undefined
  const timer = setTimeout(() => {
    timers.delete(timer)
    fn()
  }, ms)
  timers.add(timer)
  return timer
}

/** Cancels a timer made by `schedule`. */
export function cancel(foyer: Foyer, timer: ReturnType<typeof setTimeout> | undefined): void {
  if (timer === undefined) return
  clearTimeout(timer)
  foyer.services.timers.delete(timer)
}

/** Runs `dispose` when `foyer` is destroyed (at once if it already is). */
export function onDestroy(foyer: Foyer, dispose: () => void): void {
  if (foyer.services.destroyed) dispose()
  else foyer.services.disposers.add(dispose)
}

/** Waits `ms` on a timer that `foyer.destroy()` cancels; resolves false when the instance is destroyed. */
export function pause(foyer: Foyer, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const { disposers, destroyed } = foyer.services
    if (destroyed) {
      resolve(false)
      return
    }
    const timer = schedule(
      foyer,
      () => {
        disposers.delete(stop)
        resolve(true)
      },
      ms,
    )
    const stop = () => {
      cancel(foyer, timer)
      resolve(false)
    }
    disposers.add(stop)
  })
}

/**
 * What `name` of `foyer` is (an API client, the adapters' preparation): made by `load` on first use and
 * shared from then on, one per instance. A load that fails is forgotten, so that the next use tries again.
 *
 * @example
 * const client = await loadOnce(foyer, 'directory', () => import('…').then((m) => m.create(…)))
 */
export function loadOnce<T>(foyer: Foyer, name: string, load: () => Promise<T>): Promise<T> {
  const { loaded } = foyer.services
  let pending = loaded.get(name) as Promise<T> | undefined
  if (!pending) {
    const made = load()
    pending = made
    loaded.set(name, made)
    made.catch(() => {
      if (loaded.get(name) === made) loaded.delete(name)
    })
  }
  return pending
}
