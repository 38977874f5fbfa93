import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

test('default', () => {
  expect(formatBalance('1.23456', 'ETH')).toBe('1.235 ETH')
})

test('behavior: rounds half-up to 3 decimals, never cuts (issue #31)', () => {
  expect(formatBalance('997.249975', 'SOL')).toBe('997.25 SOL')
  expect(formatBalance('1.2344999')).toBe('1.234')
  expect(formatBalance('1.2345')).toBe('1.235')
  expect(formatBalance('0.0005')).toBe('0.001')
  expect(formatBalance('0.0004999')).toBe('0')
  expect(formatBalance(12.34567)).toBe('12.346')
})

test('behavior: rounding carries into the whole part', () => {
  expect(formatBalance('1.9999', 'ETH')).toBe('2 ETH')
  expect(formatBalance('999.9995')).toBe('1000')
  expect(formatBalance('-0.0004')).toBe('0')
  expect(formatBalance('-1.0005')).toBe('-1.001')
})

test('behavior: keeps the digits of 18-decimal balances', () => {
  expect(formatBalance('1.999999999999999999', 'ETH')).toBe('2 ETH')
  expect(formatBalance('1.234499999999999999', 'ETH')).toBe('1.234 ETH')
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
