import { expect, test } from 'vitest'
import { shouldAddChain } from './shouldAddChain.js'

test('default', () => {
  expect(shouldAddChain({ code: 4902, message: 'Unrecognized chain ID' })).toBe(true)
})

test('behavior: codes 4902, 5000 and 32603', () => {
  expect(shouldAddChain(4902)).toBe(true)
  expect(shouldAddChain(5000)).toBe(true)
  expect(shouldAddChain(32603)).toBe(true)
  expect(shouldAddChain({ code: 5000 })).toBe(true)
})

test('behavior: nested in data.originalError', () => {
  expect(shouldAddChain({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(true)
})

test('behavior: other codes', () => {
  expect(shouldAddChain(4001)).toBe(false)
  expect(shouldAddChain({ code: 4001, message: 'User rejected' })).toBe(false)
  expect(shouldAddChain(new Error('boom'))).toBe(false)
  expect(shouldAddChain(undefined)).toBe(false)
})
