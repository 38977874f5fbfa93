import { expect, test } from 'vitest'
import { formatPendingCount } from './formatPendingCount.js'
import { getTransactionSign } from './getTransactionSign.js'

test.each(['receive', 'deposit', 'borrow', 'claim'])('plus sign: %s', (operation) => {
  expect(getTransactionSign(operation)).toBe('+')
})

test.each(['withdraw', 'repay', 'burn'])('minus sign: %s', (operation) => {
  expect(getTransactionSign(operation)).toBe('-')
})

test.each(['send', 'trade', 'approve', 'mint', 'execute', 'deploy', ''])('no sign: %s', (operation) => {
  expect(getTransactionSign(operation)).toBeUndefined()
})

test('formatPendingCount: capped at 99', () => {
  expect(formatPendingCount(0)).toBeUndefined()
  expect(formatPendingCount(-1)).toBeUndefined()
  expect(formatPendingCount(1)).toBe('1')
  expect(formatPendingCount(99)).toBe('99')
  expect(formatPendingCount(100)).toBe('99+')
  expect(formatPendingCount(Number.NaN)).toBeUndefined()
})
