import { expect, test } from 'vitest'
import { formatFiat } from './formatFiat.js'

test('default', () => {
  expect(formatFiat(1234.5)).toBe('$1,234.50')
})

test('behavior: two decimals, rounded', () => {
  expect(formatFiat(0)).toBe('$0.00')
  expect(formatFiat(0.005)).toBe('$0.01')
  expect(formatFiat('99.999')).toBe('$100.00')
})

test('behavior: unparsable shows $0.00', () => {
  expect(formatFiat('n/a')).toBe('$0.00')
})
