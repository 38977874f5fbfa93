import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createRetryBlock } from './createRetryBlock.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createRetryBlock', () => {
  test('default', () => {
    const retry = createRetryBlock()
    expect(retry.blocked('eip155:1:0xa')).toBe(false)
    retry.fail('eip155:1:0xa')
    expect(retry.blocked('eip155:1:0xa')).toBe(true)
    expect(retry.blocked('eip155:1:0xb')).toBe(false)
    vi.advanceTimersByTime(29_999)
    expect(retry.blocked('eip155:1:0xa')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(retry.blocked('eip155:1:0xa')).toBe(false)
  })

  test('parameters: delayMs and now', () => {
    let now = 0
    const retry = createRetryBlock({ delayMs: 100, now: () => now })
    retry.fail('k')
    now = 99
    expect(retry.blocked('k')).toBe(true)
    expect(retry.retryAt('k')).toBe(100)
    now = 100
    expect(retry.blocked('k')).toBe(false)
    expect(retry.retryAt('k')).toBeUndefined()
  })

  test('behavior: clear lifts the block', () => {
    const retry = createRetryBlock()
    retry.fail('k')
    retry.clear('k')
    expect(retry.blocked('k')).toBe(false)
  })
})
