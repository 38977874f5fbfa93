import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { shake } from './shake.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', () => {
  const { foyer } = createTestFoyer()
  shake(foyer)
  expect(foyer.stores.modal.getState().shake).toBe(true)
  vi.advanceTimersByTime(499)
  expect(foyer.stores.modal.getState().shake).toBe(true)
  vi.advanceTimersByTime(1)
  expect(foyer.stores.modal.getState().shake).toBe(false)
})

test('behavior: a second shake restarts the 500 ms', () => {
  const { foyer } = createTestFoyer()
  shake(foyer)
  vi.advanceTimersByTime(400)
  shake(foyer)
  vi.advanceTimersByTime(400)
  expect(foyer.stores.modal.getState().shake).toBe(true)
  vi.advanceTimersByTime(100)
  expect(foyer.stores.modal.getState().shake).toBe(false)
})
