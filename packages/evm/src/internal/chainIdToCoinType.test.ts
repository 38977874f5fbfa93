import { expect, test } from 'vitest'
import { chainIdToCoinType } from './chainIdToCoinType.js'

test('default', () => {
  expect(chainIdToCoinType(10)).toBe(2147483658)
  expect(chainIdToCoinType(8453)).toBe(2147492101)
})

test('behavior: mainnet keeps 60', () => {
  expect(chainIdToCoinType(1)).toBe(60)
})

test('behavior: 2147483647 is the largest valid chain id', () => {
  expect(chainIdToCoinType(2147483647)).toBe(4294967295)
})

test('behavior: 2147483648 and above are invalid', () => {
  expect(() => chainIdToCoinType(2147483648)).toThrowErrorMatchingInlineSnapshot(
    `[InvalidChainIdError: Invalid chainId]`,
  )
  expect(() => chainIdToCoinType(4294967296)).toThrow('Invalid chainId')
  expect(() => chainIdToCoinType(-1)).toThrow('Invalid chainId')
  expect(() => chainIdToCoinType(1.5)).toThrow('Invalid chainId')
})
