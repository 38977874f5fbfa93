import { describe, expect, it, vi } from 'vitest'
import { shareLoad } from './shareLoad.js'

describe('shareLoad', () => {
  it('runs the load once and gives every call the same value', async () => {
    const load = vi.fn(async () => ({ module: 1 }))
    const shared = shareLoad(load)
    const [first, second] = await Promise.all([shared(), shared()])
    expect(first).toBe(second)
    expect(await shared()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure before the caller hears of it, so that trying again loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded')
    const shared = shareLoad(load)
    // Retrying from the failure's own handler, as a view's 'Try again' can, starts a new load.
    const retried = await shared().catch(() => shared())
    expect(retried).toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
    expect(await shared()).toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares a pending load with later calls, whatever their arguments', async () => {
    let finish: () => void = () => undefined
    const load = vi.fn((name: string) => new Promise<string>((resolve) => (finish = () => resolve(name))))
    const shared = shareLoad(load)
    const first = shared('site A')
    const second = shared('site B')
    finish()
    expect(await first).toBe('site A')
    expect(await second).toBe('site A')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
