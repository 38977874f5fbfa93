import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { whenIdleInTurn } from './whenIdle.js'

afterEach(() => {
  vi.useRealTimers()
})

test('runs the steps one per idle callback, in order, then done', () => {
  vi.useFakeTimers()
  const ran: string[] = []
  whenIdleInTurn([() => ran.push('a'), () => ran.push('b')], {
    done: () => ran.push('done'),
    stopped: () => false,
  })
  expect(ran).toEqual([])
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a'])
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a', 'b', 'done'])
})

test('a step that throws does not stop the ones after it', () => {
  vi.useFakeTimers()
  const ran: string[] = []
  whenIdleInTurn(
    [
      () => {
        throw new Error('layout failed')
      },
      () => ran.push('b'),
    ],
    { done: () => ran.push('done'), stopped: () => false },
  )
  expect(() => vi.advanceTimersToNextTimer()).toThrow('layout failed')
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['b', 'done'])
})

test('once stopped, the steps left are skipped and done is called', () => {
  vi.useFakeTimers()
  const ran: string[] = []
  let stopped = false
  whenIdleInTurn(
    [
      () => {
        ran.push('a')
        stopped = true
      },
      () => ran.push('b'),
    ],
    { done: () => ran.push('done'), stopped: () => stopped },
  )
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a', 'done'])
})

test('with synchronous steps, a callback runs the next one too while its period has twice the longest step left', () => {
  const callbacks: IdleRequestCallback[] = []
  let remaining = 50
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback))
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  const deadline = { didTimeout: false, timeRemaining: () => remaining }
  let now = 0
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  const ran: string[] = []
  // Each step takes 10 ms of the period.
  const step = (name: string) => () => {
    ran.push(name)
    now += 10
    remaining -= 10
  }
  whenIdleInTurn(['a', 'b', 'c', 'd', 'e'].map(step), {
    done: () => ran.push('done'),
    stopped: () => false,
    synchronous: true,
  })
  callbacks.shift()?.(deadline)
  // 40, 30 and 20 ms left after a, b and c: d waits for the next period.
  expect(ran).toEqual(['a', 'b', 'c'])
  remaining = 50
  callbacks.shift()?.(deadline)
  expect(ran).toEqual(['a', 'b', 'c', 'd', 'e', 'done'])
  expect(callbacks).toEqual([])
})

test('steps that may leave work behind run one per idle callback, however long the period', () => {
  const callbacks: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback))
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  const ran: string[] = []
  whenIdleInTurn([() => ran.push('a'), () => ran.push('b')], {
    done: () => ran.push('done'),
    stopped: () => false,
  })
  callbacks.shift()?.({ didTimeout: false, timeRemaining: () => 50 })
  expect(ran).toEqual(['a'])
})
