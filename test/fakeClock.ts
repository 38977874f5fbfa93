import { vi } from 'vitest'

// A controllable clock for tests of timing rules that also do real I/O (a local HTTP server): setTimeout
// and Date are fake, setImmediate stays real. The clock moves 1 ms at a time and real I/O gets a turn
// between steps, so the fake time at which something happens is exact to the millisecond, whatever the
// machine's load. A lower bound (no sooner than) is exact; an upper bound should leave a few fake
// milliseconds for the I/O turns it took.

/** Fakes setTimeout/clearTimeout/setInterval/clearInterval and Date; undo with `vi.useRealTimers()`. */
export function useFakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
}

/** Moves the fake clock by `ms`, one millisecond at a time, giving real I/O a turn after each. */
export async function tick(ms = 1) {
  for (let i = 0; i < ms; i++) {
    await vi.advanceTimersByTimeAsync(1)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Moves the fake clock until `promise` settles (either way); returns the fake time it settled at. */
export async function settledAt(promise: Promise<unknown>, limitMs = 30_000): Promise<number> {
  let at: number | undefined
  promise.then(
    () => {
      at = Date.now()
    },
    () => {
      at = Date.now()
    },
  )
  for (let i = 0; i < limitMs && at === undefined; i++) await tick()
  if (at === undefined) throw new Error(`did not settle within ${limitMs} ms of fake time`)
  return at
}
