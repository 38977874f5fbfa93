import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

test('default', () => {
  expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
})

test('behavior: truncates, never rounds', () => {
  expect(formatBalance('1.9999', 'ETH')).toBe('1.999 ETH')
  expect(formatBalance('0.0009')).toBe('0')
  expect(formatBalance(12.34567)).toBe('12.345')
})

test('behavior: keeps the digits of 18-decimal balances', () => {
  expect(formatBalance('1.999999999999999999', 'ETH')).toBe('1.999 ETH')
  expect(formatBalance('123456789012345678901234.5')).toBe('123456789012345678901234.5')
})

test('behavior: trailing zeros are dropped', () => {
  expect(formatBalance('10000.000000', 'ETH')).toBe('10000 ETH')
  expect(formatBalance('1.50', 'SOL')).toBe('1.5 SOL')
  expect(formatBalance('0', 'ETH')).toBe('0 ETH')
})

test('behavior: missing or invalid shows the default 0.00', () => {
  expect(formatBalance(undefined)).toBe('0.00')
  expect(formatBalance('', 'ETH')).toBe('0.00 ETH')
  expect(formatBalance('abc')).toBe('0.00')
  expect(formatBalance(Number.NaN)).toBe('0.00')
})

test('behavior: very small numbers in exponent form', () => {
  expect(formatBalance(1e-7)).toBe('0')
  expect(formatBalance(1.5e21)).toBe('1500000000000000000000')
})
