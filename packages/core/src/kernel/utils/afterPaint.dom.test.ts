import { afterEach, expect, test, vi } from 'vitest'
import { afterPaint } from './afterPaint.js'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('behavior: runs in a task after the next animation frame, not before it', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
  const run = vi.fn()
  afterPaint(run)
  // A task queued now (a timeout of 0) comes before the frame: the work waits for the frame.
  await vi.advanceTimersByTimeAsync(0)
  expect(run).not.toHaveBeenCalled()
  await vi.advanceTimersToNextFrame()
  expect(run).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(run).toHaveBeenCalledOnce()
})

test('behavior: the cancel stops it before the frame and between the frame and the task', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
  const early = vi.fn()
  afterPaint(early)()
  const late = vi.fn()
  const cancelLate = afterPaint(late)
  await vi.advanceTimersToNextFrame()
  cancelLate()
  await vi.advanceTimersByTimeAsync(100)
  expect(early).not.toHaveBeenCalled()
  expect(late).not.toHaveBeenCalled()
})

test('behavior: on a hidden page, where no frame comes, it runs in the next task', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  const run = vi.fn()
  afterPaint(run)
  await vi.advanceTimersByTimeAsync(0)
  expect(run).toHaveBeenCalledOnce()
})

test('behavior: a page hidden after the call, where frames stop, runs it after 100 ms', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const frames = vi.spyOn(globalThis, 'requestAnimationFrame').mockReturnValue(1)
  const run = vi.fn()
  afterPaint(run)
  expect(frames).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(99)
  expect(run).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(2)
  expect(run).toHaveBeenCalledOnce()
})
