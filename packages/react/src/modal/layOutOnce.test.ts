import { afterEach, expect, test, vi } from 'vitest'
import { layOutOnce } from './layOutOnce.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Idle callbacks held until the test runs them. */
function holdIdleCallbacks(): Array<() => void> {
  const idle: Array<() => void> = []
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => idle.push(callback)),
  )
  return idle
}

const content = () => {
  const element = document.createElement('div')
  element.textContent = 'Connect Wallet'
  return element
}
const warmUpHost = () => document.querySelector('foyer-warm-up')

test('behavior: the styles in this task, the layout in the next idle callback, then nothing is left', () => {
  const idle = holdIdleCallbacks()
  const undo = vi.fn()
  const done = vi.fn()
  layOutOnce(content(), () => undo, done)
  // Hidden from everyone in the meantime.
  expect(warmUpHost()).toHaveAttribute('aria-hidden', 'true')
  expect(warmUpHost()).toHaveProperty('inert', true)
  expect(done).not.toHaveBeenCalled()
  expect(idle).toHaveLength(1)
  idle[0]?.()
  expect(warmUpHost()).toBeNull()
  expect(undo).toHaveBeenCalledTimes(1)
  expect(done).toHaveBeenCalledTimes(1)
})

test('behavior: removed at once when asked (the modal opening meanwhile); done still comes once', () => {
  const idle = holdIdleCallbacks()
  const undo = vi.fn()
  const done = vi.fn()
  const remove = layOutOnce(content(), () => undo, done)
  remove()
  expect(warmUpHost()).toBeNull()
  expect(undo).toHaveBeenCalledTimes(1)
  idle[0]?.()
  expect(undo).toHaveBeenCalledTimes(1)
  expect(done).toHaveBeenCalledTimes(1)
})

test('default: nothing enters the page where sheets are not adoptable', () => {
  const done = vi.fn()
  layOutOnce(content(), undefined, done)
  expect(warmUpHost()).toBeNull()
  expect(done).toHaveBeenCalledTimes(1)
})
