import { expect, test } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'

test('default', () => {
  const storage = createMemoryStorage()
  expect(storage.getItem('a')).toBeNull()
  storage.setItem('a', '1')
  expect(storage.getItem('a')).toBe('1')
  storage.removeItem('a')
  expect(storage.getItem('a')).toBeNull()
})

test('behavior: two storages are independent', () => {
  const one = createMemoryStorage({ a: '1' })
  const two = createMemoryStorage()
  expect(one.getItem('a')).toBe('1')
  expect(two.getItem('a')).toBeNull()
})
