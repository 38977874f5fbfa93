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
 * The client `name` of `foyer`, made by `load` on first use and shared from then on (one per instance).
 * A load that fails is forgotten, so that the next use tries again.
 *
 * @example
 * const client = await loadClient(foyer, 'directory', () => import('…').then((m) => m.create(…)))
 */
export function loadClient<T>(foyer: Foyer, name: string, load: () => Promise<T>): Promise<T> {
  const { clients } = foyer.services
  let client = clients.get(name) as Promise<T> | undefined
  if (!client) {
    client = load()
    clients.set(name, client)
    client.catch(() => {
      if (clients.get(name) === client) clients.delete(name)
    })
  }
  return client
}
